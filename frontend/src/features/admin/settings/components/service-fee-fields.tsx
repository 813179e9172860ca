import {
  Card,
  Group,
  NumberInput,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { OrderingSettings, ServiceFee } from '@/api/generated/model';
import {
  replaceOrderingSettingsBodyServiceFeeChargePercentMax,
  replaceOrderingSettingsBodyServiceFeeNameMax,
  replaceOrderingSettingsBodyServiceFeePurposeMax,
} from '@/api/generated/zod/shop-staff/shop-staff.zod';
import { ServiceFeeNote } from '@/components/service-fee-note';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { amountAffix, amountHint } from '@/lib/money-input';

interface ServiceFeeFieldsProps {
  form: UseFormReturnType<OrderingSettings>;
}

type ChargeKind = 'percent' | 'amount';

const MOST_PERCENT = replaceOrderingSettingsBodyServiceFeeChargePercentMax;

/**
 * The shop's mandatory fee on every order: whether there is one, a percentage of the food or an amount, what the
 * bill calls it and what it pays for, with the sentence customers will read beside the prices.
 */
export function ServiceFeeFields({ form }: ServiceFeeFieldsProps) {
  const { t } = useLingui();
  const fee = form.values.serviceFee;
  // A fee switched off and on again comes back as it was typed.
  const [lastFee, setLastFee] = useState<ServiceFee>(
    () => fee ?? { name: t`Service fee`, purpose: '', charge: { percent: 3 } },
  );
  const kind: ChargeKind = fee && 'amount' in fee.charge ? 'amount' : 'percent';

  const switchFee = (on: boolean) => {
    if (!on && fee) setLastFee(fee);
    form.setFieldValue('serviceFee', on ? lastFee : null);
  };
  const chargeAs = (next: ChargeKind) => {
    if (!fee || next === kind) return;
    form.setFieldValue('serviceFee.charge', next === 'percent' ? { percent: 3 } : { amount: 1 });
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="ordering-service-fee">
      <Stack gap="md">
        <Title order={2} size="h3" id="ordering-service-fee">
          <Trans>Service fee</Trans>
        </Title>
        <Switch
          label={t`Add a fee to every order`}
          description={t`Customers see it and what it pays for beside every price, and on the bill`}
          checked={fee !== null}
          onChange={(event) => switchFee(event.currentTarget.checked)}
        />
        {fee && (
          <>
            <Radio.Group label={t`How the fee is worked out`} value={kind} onChange={chargeAs}>
              <Group gap="lg" mt={6}>
                <Radio value="percent" label={t`A share of the food`} />
                <Radio value="amount" label={t`An amount per order`} />
              </Group>
            </Radio.Group>
            {'percent' in fee.charge ? (
              <NumberInput
                label={t`Share of the food`}
                description={t`In percent of the food after any discount, at most ${MOST_PERCENT} %`}
                withAsterisk
                min={0}
                max={MOST_PERCENT}
                // 0 % stays as typed, and is refused with its reason rather than changed.
                clampBehavior="none"
                decimalScale={2}
                allowNegative={false}
                suffix=" %"
                maw={240}
                errorProps={fieldErrorProps}
                key={form.key('serviceFee.charge.percent')}
                {...form.getInputProps('serviceFee.charge.percent')}
              />
            ) : (
              <NumberInput
                label={t`Amount per order`}
                description={amountHint()}
                withAsterisk
                min={0}
                allowNegative={false}
                {...amountAffix()}
                thousandSeparator=","
                maw={240}
                errorProps={fieldErrorProps}
                key={form.key('serviceFee.charge.amount')}
                {...form.getInputProps('serviceFee.charge.amount')}
              />
            )}
            <TextInput
              label={t`Name on the bill`}
              description={t`For example: Kitchen fee`}
              withAsterisk
              maxLength={replaceOrderingSettingsBodyServiceFeeNameMax}
              maw={420}
              errorProps={fieldErrorProps}
              key={form.key('serviceFee.name')}
              {...form.getInputProps('serviceFee.name')}
            />
            <Textarea
              label={t`What it pays for`}
              description={t`One or two sentences, shown beside the prices`}
              withAsterisk
              autosize
              minRows={2}
              maxLength={replaceOrderingSettingsBodyServiceFeePurposeMax}
              errorProps={fieldErrorProps}
              key={form.key('serviceFee.purpose')}
              {...form.getInputProps('serviceFee.purpose')}
            />
            <Stack gap={4} aria-live="polite">
              <Text size="sm" fw={500}>
                <Trans>Customers read</Trans>
              </Text>
              <ServiceFeeNote fee={fee} />
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
