import { useLingui } from '@lingui/react/macro';
import { Text, Textarea } from '@mantine/core';
import { quoteOrderBodyAllergyNoteMax } from '@/api/generated/zod/checkout-mutations/checkout-mutations.zod';
import { CheckoutStep } from './checkout-step';

interface AllergyNoteStepProps {
  note: string;
  onNote: (note: string) => void;
}

/** Near the end of what the field holds, the characters left are said. */
const SAY_LEFT_FROM = 50;

/**
 * The customer's word to the kitchen about an allergy, beside the allergens each dish lists: the kitchen's screen and
 * ticket show it highlighted, and the order's e-mail repeats it.
 */
export function AllergyNoteStep({ note, onNote }: AllergyNoteStepProps) {
  const { t } = useLingui();
  const left = quoteOrderBodyAllergyNoteMax - note.length;
  return (
    <CheckoutStep id="allergy-note" title={t`Allergies`}>
      <Textarea
        label={t`A note for the kitchen (optional)`}
        description={t`Each dish lists its allergens. Tell the kitchen what to keep away from your food.`}
        placeholder={t`Such as: severe peanut allergy, no cross-contact`}
        rows={3}
        maxLength={quoteOrderBodyAllergyNoteMax}
        value={note}
        onChange={(event) => onNote(event.currentTarget.value)}
      />
      {left < SAY_LEFT_FROM && (
        <Text size="xs" c="gray.7" aria-live="polite">
          {t`${left} characters left`}
        </Text>
      )}
    </CheckoutStep>
  );
}
