import { useLingui } from '@lingui/react/macro';
import { Text, type TextProps } from '@mantine/core';
import type { Allergen } from '@/api/generated/model';
import { allergenNames } from '@/lib/menu/allergens';

interface LineAllergensProps extends Pick<TextProps, 'size'> {
  allergens: readonly Allergen[];
  mayContain: readonly Allergen[];
  /** Says so when the line declares none, where the absence is news (the dish's dialog). */
  sayNone?: boolean;
}

/**
 * What a dish or a line contains of the 14 allergens, and may contain as traces, in words (never icons alone):
 * "Allergens: Cereals containing gluten, Milk" and "May contain: Tree nuts".
 */
export function LineAllergens({
  allergens,
  mayContain,
  size = 'sm',
  sayNone = false,
}: LineAllergensProps) {
  const { t, i18n } = useLingui();
  if (allergens.length === 0 && mayContain.length === 0) {
    return sayNone ? (
      <Text size={size} c="dimmed">
        {t`None of the 14 allergens declared.`}
      </Text>
    ) : null;
  }
  const contained = allergenNames(allergens, i18n);
  const traces = allergenNames(mayContain, i18n);
  return (
    <div>
      {allergens.length > 0 && (
        <Text size={size} fw={600} c="red.9">
          {t`Allergens: ${contained}`}
        </Text>
      )}
      {mayContain.length > 0 && (
        <Text size={size} c="red.9">
          {t`May contain: ${traces}`}
        </Text>
      )}
    </div>
  );
}
