import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { quoteOrderBody } from '@/api/generated/zod/checkout/checkout.zod';
import { CheckoutStep } from './checkout-step';

interface PromoCodeStepProps {
  /** The code applied, once the shop accepted it. */
  applied?: string;
  /** Whether the shop is checking the code just applied. */
  checking?: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
  /** The shop's refusal of the code, under the field. */
  error?: string;
}

const promoCodeRule = quoteOrderBody.shape.promoCode.unwrap();

/** A promo code: typed and applied, the shop's refusal under the field, removed once applied. */
export function PromoCodeStep({ applied, checking, onApply, onRemove, error }: PromoCodeStepProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState('');
  const [wrongShape, setWrongShape] = useState(false);

  const appliedCode = applied?.toUpperCase();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    const code = typed.trim();
    if (!promoCodeRule.safeParse(code).success) return setWrongShape(true);
    setWrongShape(false);
    onApply(code);
  };

  return (
    <CheckoutStep id="promo-code" title={t`Promo code`}>
      {applied ? (
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} role="status">
            {t`${appliedCode} applied`}
          </Text>
          <Button variant="subtle" onClick={onRemove}>
            <Trans>Remove</Trans>
          </Button>
        </Group>
      ) : (
        <form onSubmit={apply} noValidate>
          <Group align="flex-start" wrap="nowrap" gap="sm">
            <TextInput
              label={t`Promo code`}
              style={{ flex: 1, minWidth: 0 }}
              autoCapitalize="characters"
              autoComplete="off"
              value={typed}
              onChange={(event) => setTyped(event.currentTarget.value)}
              error={
                wrongShape
                  ? t`A promo code is 3 to 32 letters, digits, - or _.`
                  : (error ?? undefined)
              }
            />
            <Button type="submit" variant="default" mt={25} loading={checking}>
              <Trans>Apply</Trans>
            </Button>
          </Group>
        </form>
      )}
    </CheckoutStep>
  );
}
