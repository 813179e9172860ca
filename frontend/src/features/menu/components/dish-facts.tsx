import { useLingui } from '@lingui/react/macro';
import { PlainText } from '@/components/plain/plain-text';
import type { MenuItem } from '@/api/generated/model';
import {
  ALLERGEN_SHORT_NAMES,
  allergenNames,
  DIET_NAMES,
  tracesBeside,
} from '@/lib/menu/allergens';

/**
 * A menu card's food information, in words and before any click: the diets the dish suits, the allergens it
 * contains and those it may contain as traces. Its dialog says them in full, with what each choice adds.
 */
export function DishFacts({
  dish,
}: {
  dish: Pick<MenuItem, 'diets' | 'allergens' | 'mayContain'>;
}) {
  const { t, i18n } = useLingui();
  const contained = allergenNames(dish.allergens, i18n, ALLERGEN_SHORT_NAMES);
  const onlyTraces = tracesBeside(dish.mayContain, dish.allergens);
  const traces = allergenNames(onlyTraces, i18n, ALLERGEN_SHORT_NAMES);
  return (
    <>
      {dish.diets.length > 0 && (
        <PlainText size="xs" fw={600} c="leaf.9" mt={4}>
          {dish.diets.map((diet) => i18n._(DIET_NAMES[diet])).join(' · ')}
        </PlainText>
      )}
      {dish.allergens.length > 0 && (
        <PlainText size="xs" c="red.9" mt={4}>
          {t`Contains: ${contained}`}
        </PlainText>
      )}
      {onlyTraces.length > 0 && (
        <PlainText size="xs" c="red.9">
          {t`May contain: ${traces}`}
        </PlainText>
      )}
    </>
  );
}
