import { Card, Chip, Group, NumberInput, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type {
  Category,
  OrderingSettings,
  OrderingSettingsSlotMinutes,
} from '@/api/generated/model';
import {
  replaceOrderingSettingsBody,
  replaceOrderingSettingsBodyAcceptWithinMinutesMax,
  replaceOrderingSettingsBodyDaysAheadMax,
  replaceOrderingSettingsBodyKitchenMinutesPerSlotMax,
  replaceOrderingSettingsBodyLeadMinutesMax,
  replaceOrderingSettingsBodyTipsPresetsMax,
} from '@/api/generated/zod/shop-staff/shop-staff.zod';
import { contractProblems, focusFirstProblem } from '@/features/admin/shared/lib/contract-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { useFormSave } from '@/features/admin/shared/hooks/use-form-save';
import { FormFooter } from '@/features/admin/shared/components/form-footer';
import { ServiceFeeFields } from './service-fee-fields';
import { TaxFields } from './tax-fields';

/** The slot lengths the contract allows. */
const SLOT_MINUTES: OrderingSettingsSlotMinutes[] = [5, 10, 15, 20, 30, 60];
const slotMinutesOf = (value: string) =>
  SLOT_MINUTES.find((minutes) => String(minutes) === value) ?? SLOT_MINUTES[2];
/** Tip percentages to pick from, beside any the shop offers already. */
const TIP_CHOICES = [0, 5, 10, 12, 15, 18, 20, 25];

interface OrderingSettingsFormProps {
  settings: OrderingSettings;
  /** The shop's categories, which tax rates of their own are for. */
  categories: readonly Category[];
  onSave: (settings: OrderingSettings) => Promise<void>;
}

/**
 * How the shop hands food over, how its time slots fill, which tips it offers, how it taxes a bill and the fee it
 * adds to every order.
 */
export function OrderingSettingsForm({ settings, categories, onSave }: OrderingSettingsFormProps) {
  const { t } = useLingui();
  const maxTips = replaceOrderingSettingsBodyTipsPresetsMax;
  const form = useForm<OrderingSettings>({
    mode: 'controlled',
    initialValues: settings,
    validate: (values) => {
      const problems = contractProblems(replaceOrderingSettingsBody, values);
      // The contract's `exclusiveMinimum` has no rule in the generated schema: a fee of 0 % is said here.
      const charge = values.serviceFee?.charge;
      if (charge && 'percent' in charge && !(charge.percent > 0))
        problems['serviceFee.charge.percent'] ??= t`Enter more than 0.`;
      // A rule between two fields, which the contract says in words: the warning comes before the rejection.
      const { warnAfterMinutes, acceptWithinMinutes } = values;
      if (warnAfterMinutes !== undefined && warnAfterMinutes > acceptWithinMinutes)
        problems.warnAfterMinutes ??= t`Enter at most the minutes the kitchen has to accept an order.`;
      return problems;
    },
  });
  const tipChoices = [...new Set([...TIP_CHOICES, ...form.values.tips.presets])].sort(
    (a, b) => a - b,
  );

  const { save, saving, problem } = useFormSave(
    form,
    async (values) => {
      await onSave(values);
      form.resetDirty(values);
    },
    () => (path) => (form.getInputNode(path) || path === 'tips.presets' ? path : undefined),
  );

  return (
    <form
      aria-label={t`Ordering settings`}
      noValidate
      onSubmit={form.onSubmit(save, (errors) => focusFirstProblem(form, errors))}
    >
      <Stack gap="lg">
        <Card padding="lg" component="section" aria-labelledby="ordering-fulfilment">
          <Stack gap="md">
            <Title order={2} size="h3" id="ordering-fulfilment">
              <Trans>Pickup, delivery and time slots</Trans>
            </Title>
            <Group gap="xl">
              <Switch
                label={t`Pickup at the shop`}
                key={form.key('pickup')}
                {...form.getInputProps('pickup', { type: 'checkbox' })}
              />
              <Switch
                label={t`Delivery`}
                description={t`Needs at least one delivery zone`}
                key={form.key('delivery')}
                {...form.getInputProps('delivery', { type: 'checkbox' })}
              />
            </Group>
            <Group grow align="flex-start" gap="md" wrap="wrap">
              <Select
                label={t`Slot length`}
                description={t`Customers choose a time in steps of this`}
                data={SLOT_MINUTES.map((minutes) => ({
                  value: String(minutes),
                  label: t`${plural(minutes, { one: '# minute', other: '# minutes' })}`,
                }))}
                allowDeselect={false}
                miw={200}
                errorProps={fieldErrorProps}
                key={form.key('slotMinutes')}
                {...form.getInputProps('slotMinutes')}
                value={String(form.values.slotMinutes)}
                onChange={(value: string | null) => {
                  if (value) form.setFieldValue('slotMinutes', slotMinutesOf(value));
                }}
              />
              <NumberInput
                label={t`Kitchen minutes per slot`}
                description={t`An order weighs its dishes' prep minutes × quantity; a slot takes orders while they fit`}
                min={1}
                max={replaceOrderingSettingsBodyKitchenMinutesPerSlotMax}
                allowDecimal={false}
                allowNegative={false}
                miw={200}
                errorProps={fieldErrorProps}
                key={form.key('kitchenMinutesPerSlot')}
                {...form.getInputProps('kitchenMinutesPerSlot')}
              />
            </Group>
            <Group grow align="flex-start" gap="md" wrap="wrap">
              <NumberInput
                label={t`Minutes the kitchen has to accept an order`}
                description={t`An order still waiting after this is rejected on its own and its card released`}
                min={1}
                max={replaceOrderingSettingsBodyAcceptWithinMinutesMax}
                allowDecimal={false}
                allowNegative={false}
                miw={200}
                errorProps={fieldErrorProps}
                key={form.key('acceptWithinMinutes')}
                {...form.getInputProps('acceptWithinMinutes')}
              />
              <NumberInput
                label={t`Warn after, minutes`}
                description={t`An order still waiting this long alerts the kitchen louder and is e-mailed to the owners and managers`}
                min={1}
                max={form.values.acceptWithinMinutes}
                allowDecimal={false}
                allowNegative={false}
                miw={200}
                errorProps={fieldErrorProps}
                key={form.key('warnAfterMinutes')}
                {...form.getInputProps('warnAfterMinutes')}
              />
            </Group>
            <Group grow align="flex-start" gap="md" wrap="wrap">
              <NumberInput
                label={t`Lead time, minutes`}
                description={t`The soonest an order can be ready after it is placed`}
                min={0}
                max={replaceOrderingSettingsBodyLeadMinutesMax}
                allowDecimal={false}
                allowNegative={false}
                miw={200}
                errorProps={fieldErrorProps}
                key={form.key('leadMinutes')}
                {...form.getInputProps('leadMinutes')}
              />
              <NumberInput
                label={t`Days ahead`}
                description={t`How many days after today customers may order for; 0 is today only`}
                min={0}
                max={replaceOrderingSettingsBodyDaysAheadMax}
                allowDecimal={false}
                allowNegative={false}
                miw={200}
                errorProps={fieldErrorProps}
                key={form.key('daysAhead')}
                {...form.getInputProps('daysAhead')}
              />
            </Group>
          </Stack>
        </Card>
        <Card padding="lg" component="section" aria-labelledby="ordering-tips">
          <Stack gap="md">
            <Title order={2} size="h3" id="ordering-tips">
              <Trans>Tips</Trans>
            </Title>
            <Switch
              label={t`Offer customers a tip`}
              key={form.key('tips.enabled')}
              {...form.getInputProps('tips.enabled', { type: 'checkbox' })}
            />
            <Stack gap={6} role="group" aria-labelledby="ordering-tip-presets">
              <Text size="sm" fw={500} id="ordering-tip-presets">
                <Trans>Tip percentages offered</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                <Trans>Of the food&apos;s price after any discount; up to {maxTips}.</Trans>
              </Text>
              <Chip.Group
                multiple
                value={form.values.tips.presets.map(String)}
                onChange={(values) =>
                  form.setFieldValue(
                    'tips.presets',
                    values.map(Number).sort((a, b) => a - b),
                  )
                }
              >
                <Group gap="xs">
                  {tipChoices.map((percent) => (
                    <Chip
                      key={percent}
                      value={String(percent)}
                      // leaf.9: white on the lighter greens reads under AA.
                      color="leaf.9"
                      disabled={!form.values.tips.enabled}
                    >
                      {percent} %
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {form.errors['tips.presets'] && (
                <Text size="sm" c="red.8" role="alert">
                  {form.errors['tips.presets']}
                </Text>
              )}
            </Stack>
            <Switch
              label={t`Customers may type an amount of their own`}
              disabled={!form.values.tips.enabled}
              key={form.key('tips.custom')}
              {...form.getInputProps('tips.custom', { type: 'checkbox' })}
            />
          </Stack>
        </Card>
        <TaxFields form={form} categories={categories} />
        <ServiceFeeFields form={form} />
        <FormFooter
          problemTitle={t`The settings were not saved`}
          problem={problem}
          submitLabel={t`Save the ordering settings`}
          saving={saving}
        />
      </Stack>
    </form>
  );
}
