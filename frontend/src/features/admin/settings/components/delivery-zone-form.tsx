import {
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { amountAffix } from '@/lib/money-input';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { DeliveryZone, DeliveryZoneInput } from '@/api/generated/model';
import {
  createDeliveryZoneBodyAreaRadiusKmMax,
  createDeliveryZoneBodyFeeMax,
  createDeliveryZoneBodyMinimumOrderMax,
  createDeliveryZoneBodyNameMax,
} from '@/api/generated/zod/delivery-zones-staff/delivery-zones-staff.zod';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import {
  deliveryZoneFieldOf,
  type DeliveryZoneFormValues,
  deliveryZoneFormValues,
  deliveryZoneInput,
  deliveryZoneProblems,
  emptyDeliveryZone,
} from '@/features/admin/settings/lib/delivery-zone-form';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';

interface DeliveryZoneFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  zone?: DeliveryZone;
  onSave: (zone: DeliveryZoneInput) => Promise<void>;
  onCancel?: () => void;
}

/** An amount's field: its currency sign and decimals are the shop's (lib/money-input.ts). */
const moneyProps = () => ({
  min: 0,
  allowNegative: false,
  ...amountAffix(),
  thousandSeparator: ',',
  miw: 160,
  errorProps: fieldErrorProps,
});

/** A delivery zone: its name, its area (postcodes, or a circle around a point), its fee and minimum order. */
export function DeliveryZoneForm({
  label,
  submitLabel,
  zone,
  onSave,
  onCancel,
}: DeliveryZoneFormProps) {
  const { t, i18n } = useLingui();
  const form = useForm<DeliveryZoneFormValues>({
    mode: 'controlled',
    initialValues: zone ? deliveryZoneFormValues(zone) : emptyDeliveryZone(),
    validate: (values) => deliveryZoneProblems(values, i18n),
  });

  const { save, saving, problem } = useFormSave(
    form,
    (values) => onSave(deliveryZoneInput(values)),
    (values) => (path) => {
      const field = deliveryZoneFieldOf(values)(path);
      return form.getInputNode(field) ? field : undefined;
    },
  );

  return (
    <form
      aria-label={label}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="md">
        <TextInput
          label={t`Zone name`}
          description={t`For the staff, and customers see it on their bill`}
          withAsterisk
          maxLength={createDeliveryZoneBodyNameMax}
          errorProps={fieldErrorProps}
          key={form.key('name')}
          {...form.getInputProps('name')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="zone-area-kind">
            <Trans>Area</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="zone-area-kind"
            data={[
              { value: 'postcodes', label: t`Postcodes` },
              { value: 'radius', label: t`Distance around a point` },
            ]}
            key={form.key('kind')}
            {...form.getInputProps('kind')}
          />
        </Stack>
        {form.values.kind === 'postcodes' ? (
          <Textarea
            label={t`Postcodes`}
            description={t`One a line, or separated by commas; case, spaces and dashes do not matter`}
            withAsterisk
            autosize
            minRows={3}
            maxRows={10}
            errorProps={fieldErrorProps}
            key={form.key('postcodes')}
            {...form.getInputProps('postcodes')}
          />
        ) : (
          <Stack gap="xs">
            <Group grow align="flex-start" gap="md" wrap="wrap">
              <NumberInput
                label={t`Centre latitude`}
                description={t`Such as 48.8566`}
                withAsterisk
                min={-90}
                max={90}
                decimalScale={6}
                miw={160}
                errorProps={fieldErrorProps}
                key={form.key('latitude')}
                {...form.getInputProps('latitude')}
              />
              <NumberInput
                label={t`Centre longitude`}
                description={t`Such as 2.3522`}
                withAsterisk
                min={-180}
                max={180}
                decimalScale={6}
                miw={160}
                errorProps={fieldErrorProps}
                key={form.key('longitude')}
                {...form.getInputProps('longitude')}
              />
              <NumberInput
                label={t`Radius, km`}
                withAsterisk
                min={0.1}
                max={createDeliveryZoneBodyAreaRadiusKmMax}
                decimalScale={1}
                allowNegative={false}
                miw={120}
                errorProps={fieldErrorProps}
                key={form.key('radiusKm')}
                {...form.getInputProps('radiusKm')}
              />
            </Group>
            <Text size="xs" c="dimmed">
              <Trans>
                An address is in the zone when the customer shares where it is and it lies within
                the radius.
              </Trans>
            </Text>
          </Stack>
        )}
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <NumberInput
            label={t`Delivery fee`}
            description={t`0 for free delivery`}
            withAsterisk
            max={createDeliveryZoneBodyFeeMax}
            {...moneyProps()}
            key={form.key('fee')}
            {...form.getInputProps('fee')}
          />
          <NumberInput
            label={t`Minimum order`}
            description={t`Of the food, before any discount; 0 for none`}
            withAsterisk
            max={createDeliveryZoneBodyMinimumOrderMax}
            {...moneyProps()}
            key={form.key('minimumOrder')}
            {...form.getInputProps('minimumOrder')}
          />
        </Group>
        <FormFooter
          problemTitle={t`The zone was not saved`}
          problem={problem}
          submitLabel={submitLabel}
          saving={saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
