import { Checkbox, Fieldset, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useLingui } from '@lingui/react/macro';
import type { Diet } from '@/api/generated/model';
import { DIET_NAMES } from '@/lib/menu/allergens';
import { MAX_KCAL } from '@/features/admin/menu/lib/food-rules';
import type { MenuItemFormValues } from '@/features/admin/menu/lib/menu-item-rules';
import { fieldErrorProps } from '@/features/admin/shared/lib/field-error-props';
import { AllergensAndTraces } from '@/features/admin/menu/components/food/allergens-and-traces';

const DIETS = Object.keys(DIET_NAMES) as Diet[];

/**
 * What the law asks the menu to say of a dish (EU Regulation 1169/2011): the allergens it contains and may contain
 * as traces, the diets it suits and, if known, its energy. A choice adds its own in the option group's form.
 */
export function DishFoodFields({ form }: { form: UseFormReturnType<MenuItemFormValues> }) {
  const { t, i18n } = useLingui();
  const { allergens, mayContain } = form.getValues();
  return (
    <Fieldset legend={t`Food information`} variant="unstyled">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t`Customers see it on the menu, in the cart, on the ticket and in their e-mail. A choice's own allergens are added in its option group.`}
        </Text>
        <AllergensAndTraces
          allergens={allergens}
          mayContain={mayContain}
          labels={{ allergens: t`Contains`, mayContain: t`May contain traces of` }}
          none={{ allergens: t`None of the 14 allergens`, mayContain: t`No traces declared` }}
          onChange={(facts) => {
            form.setFieldValue('allergens', facts.allergens);
            form.setFieldValue('mayContain', facts.mayContain);
          }}
        />
        <Checkbox.Group
          label={t`Suits these diets`}
          key={form.key('diets')}
          {...form.getInputProps('diets')}
        >
          <Group gap="md" mt={6}>
            {DIETS.map((diet) => (
              <Checkbox key={diet} value={diet} label={i18n._(DIET_NAMES[diet])} />
            ))}
          </Group>
        </Checkbox.Group>
        <NumberInput
          label={t`Energy, kcal`}
          description={t`Of one dish as it comes; leave it empty if not known`}
          min={0}
          max={MAX_KCAL}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          errorProps={fieldErrorProps}
          key={form.key('kcal')}
          {...form.getInputProps('kcal')}
        />
      </Stack>
    </Fieldset>
  );
}
