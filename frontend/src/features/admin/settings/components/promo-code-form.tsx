import {
  Group,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { amountAffix } from '@/lib/money-input';
import { useForm } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PromoCode, PromoCodeInput } from '@/api/generated/model';
import {
  createPromoCodeBodyCodeMax,
  createPromoCodeBodyDescriptionMax,
  createPromoCodeBodyDiscountAmountMax,
  createPromoCodeBodyDiscountPercentMax,
  createPromoCodeBodyMaxUsesMaxOne,
  createPromoCodeBodyMaxUsesPerCustomerMaxOne,
  createPromoCodeBodyMinimumSubtotalMax,
} from '@/api/generated/zod/promo-codes/promo-codes.zod';
import { focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';
import {
  emptyPromoCode,
  promoCodeFieldOf,
  type PromoCodeFormValues,
  promoCodeFormValues,
  promoCodeInput,
  promoCodeProblems,
} from '@/features/admin/settings/lib/promo-code-form';

interface PromoCodeFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  promo?: PromoCode;
  /** The shop's IANA time zone, which the dates are typed in. */
  timeZone: string;
  onSave: (promo: PromoCodeInput) => Promise<void>;
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
const limitProps = {
  min: 1,
  allowDecimal: false,
  allowNegative: false,
  miw: 160,
  errorProps: fieldErrorProps,
};

/** Every field of a promo code: its discount, who and when it is for, and how often it can be redeemed. */
export function PromoCodeForm({
  label,
  submitLabel,
  promo,
  timeZone,
  onSave,
  onCancel,
}: PromoCodeFormProps) {
  const { t, i18n } = useLingui();
  const noLimit = t`No limit`;
  const form = useForm<PromoCodeFormValues>({
    mode: 'controlled',
    initialValues: promo ? promoCodeFormValues(promo, timeZone) : emptyPromoCode(),
    validate: (values) => promoCodeProblems(values, timeZone, i18n),
  });

  const { save, saving, problem } = useFormSave(
    form,
    (values) => onSave(promoCodeInput(values, timeZone)),
    (values) => (path) => {
      const field = promoCodeFieldOf(values)(path);
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
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t`Code`}
            description={t`Letters, digits, - and _; customers may type it in any case`}
            withAsterisk
            maxLength={createPromoCodeBodyCodeMax}
            miw={200}
            errorProps={fieldErrorProps}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Switch
            label={t`Active`}
            description={t`An inactive code cannot be redeemed`}
            mt={24}
            key={form.key('active')}
            {...form.getInputProps('active', { type: 'checkbox' })}
          />
        </Group>
        <TextInput
          label={t`Description`}
          description={t`For the staff`}
          maxLength={createPromoCodeBodyDescriptionMax}
          errorProps={fieldErrorProps}
          key={form.key('description')}
          {...form.getInputProps('description')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="promo-discount-kind">
            <Trans>Discount</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="promo-discount-kind"
            data={[
              { value: 'percent', label: t`Percent off` },
              { value: 'amount', label: t`Amount off` },
            ]}
            key={form.key('discountKind')}
            {...form.getInputProps('discountKind')}
          />
        </Stack>
        <Group grow align="flex-start" gap="md" wrap="wrap">
          {form.values.discountKind === 'percent' ? (
            <NumberInput
              label={t`Percent off`}
              description={t`Of the food's price`}
              withAsterisk
              min={1}
              max={createPromoCodeBodyDiscountPercentMax}
              allowDecimal={false}
              allowNegative={false}
              suffix=" %"
              miw={160}
              errorProps={fieldErrorProps}
              key={form.key('percent')}
              {...form.getInputProps('percent')}
            />
          ) : (
            <NumberInput
              label={t`Amount off`}
              description={t`Never more than the food's price`}
              withAsterisk
              max={createPromoCodeBodyDiscountAmountMax}
              {...moneyProps()}
              key={form.key('amount')}
              {...form.getInputProps('amount')}
            />
          )}
          <NumberInput
            label={t`Minimum subtotal`}
            description={t`0 for any order`}
            withAsterisk
            max={createPromoCodeBodyMinimumSubtotalMax}
            {...moneyProps()}
            key={form.key('minimumSubtotal')}
            {...form.getInputProps('minimumSubtotal')}
          />
        </Group>
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t`Valid from`}
            description={t`Empty for now; ${timeZone} time`}
            miw={200}
            errorProps={fieldErrorProps}
            key={form.key('validFrom')}
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            type="datetime-local"
            label={t`Valid until`}
            description={t`Empty for ever; ${timeZone} time`}
            miw={200}
            errorProps={fieldErrorProps}
            key={form.key('validUntil')}
            {...form.getInputProps('validUntil')}
          />
        </Group>
        <Select
          label={t`For`}
          data={[
            { value: 'both', label: t`Pickup and delivery` },
            { value: 'pickup', label: t`Pickup only` },
            { value: 'delivery', label: t`Delivery only` },
          ]}
          allowDeselect={false}
          maw={320}
          errorProps={fieldErrorProps}
          key={form.key('fulfilment')}
          {...form.getInputProps('fulfilment')}
        />
        <Group grow align="flex-start" gap="md" wrap="wrap">
          <NumberInput
            label={t`Uses in all`}
            description={t`Empty for no limit`}
            max={createPromoCodeBodyMaxUsesMaxOne}
            {...limitProps}
            placeholder={noLimit}
            key={form.key('maxUses')}
            {...form.getInputProps('maxUses')}
          />
          <NumberInput
            label={t`Uses per customer`}
            description={t`Empty for no limit`}
            max={createPromoCodeBodyMaxUsesPerCustomerMaxOne}
            {...limitProps}
            placeholder={noLimit}
            key={form.key('maxUsesPerCustomer')}
            {...form.getInputProps('maxUsesPerCustomer')}
          />
        </Group>
        <FormFooter
          problemTitle={t`The promo code was not saved`}
          problem={problem}
          submitLabel={submitLabel}
          saving={saving}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
