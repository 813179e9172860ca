import {
  ActionIcon,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { Trans, useLingui } from '@lingui/react/macro';
import { IconX } from '@tabler/icons-react';
import type { Category, MenuCategory, OrderingSettings } from '@/api/generated/model';
import {
  replaceOrderingSettingsBodyTaxCategoryRatesMax,
  replaceOrderingSettingsBodyTaxRateMax,
} from '@/api/generated/zod/shop-staff/shop-staff.zod';
import { UserText } from '@/components/user-text';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';

interface TaxFieldsProps {
  form: UseFormReturnType<OrderingSettings>;
  /** The shop's categories, in its order, that may have a rate of their own. */
  categories: readonly Category[];
}

/** The shop's tax rate, how it meets the prices, and the categories taxed at a rate of their own. */
export function TaxFields({ form, categories }: TaxFieldsProps) {
  const { t } = useLingui();
  const rates = form.values.tax.categoryRates;
  const categoryName = (key: MenuCategory) =>
    categories.find((category) => category.key === key)?.name ?? key;
  const unused = categories
    .filter((category) => !rates.some((rate) => rate.category === category.key))
    .map((category) => ({ value: category.key, label: category.name }));
  const rateProps = {
    min: 0,
    max: replaceOrderingSettingsBodyTaxRateMax,
    decimalScale: 2,
    allowNegative: false,
    suffix: ' %',
    errorProps: fieldErrorProps,
  };

  return (
    <Card padding="lg" component="section" aria-labelledby="ordering-taxes">
      <Stack gap="md">
        <Title order={2} size="h3" id="ordering-taxes">
          <Trans>Taxes</Trans>
        </Title>
        <NumberInput
          label={t`Tax rate`}
          description={t`In percent, at most two decimals`}
          maw={240}
          {...rateProps}
          key={form.key('tax.rate')}
          {...form.getInputProps('tax.rate')}
        />
        <Stack gap="sm">
          <Switch
            label={t`Menu prices include the tax`}
            description={t`Off: the tax is added on top of the bill`}
            key={form.key('tax.pricesIncludeTax')}
            {...form.getInputProps('tax.pricesIncludeTax', { type: 'checkbox' })}
          />
          <Switch
            label={t`The delivery fee is taxed`}
            key={form.key('tax.deliveryFeeTaxed')}
            {...form.getInputProps('tax.deliveryFeeTaxed', { type: 'checkbox' })}
          />
          <Switch
            label={t`The tip is taxed`}
            key={form.key('tax.tipTaxed')}
            {...form.getInputProps('tax.tipTaxed', { type: 'checkbox' })}
          />
        </Stack>
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            <Trans>Categories with a rate of their own</Trans>
          </Text>
          {rates.length === 0 && (
            <Text size="sm" c="dimmed">
              <Trans>Every category is taxed at the shop&apos;s rate.</Trans>
            </Text>
          )}
          {rates.map((rate, index) => {
            const category = categoryName(rate.category);
            return (
              <Group key={rate.category} align="flex-end" gap="sm" wrap="nowrap">
                <UserText pb={8} style={{ flex: '0 1 160px' }}>
                  {category}
                </UserText>
                <NumberInput
                  label={t`Tax rate for ${category}`}
                  flex={1}
                  maw={200}
                  {...rateProps}
                  key={form.key(`tax.categoryRates.${index}.rate`)}
                  {...form.getInputProps(`tax.categoryRates.${index}.rate`)}
                />
                <ActionIcon
                  variant="outline"
                  color="red.9"
                  size={44}
                  aria-label={t`Remove the rate for ${category}`}
                  onClick={() => form.removeListItem('tax.categoryRates', index)}
                >
                  <IconX size={18} aria-hidden />
                </ActionIcon>
              </Group>
            );
          })}
          {unused.length > 0 && rates.length < replaceOrderingSettingsBodyTaxCategoryRatesMax && (
            <Group align="flex-end" gap="sm">
              <Select
                label={t`Add a rate for`}
                placeholder={t`Choose a category`}
                data={unused}
                value={null}
                maw={240}
                onChange={(category) =>
                  category &&
                  form.insertListItem('tax.categoryRates', {
                    category,
                    rate: form.values.tax.rate,
                  })
                }
              />
            </Group>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
