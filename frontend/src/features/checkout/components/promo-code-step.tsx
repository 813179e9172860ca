import { useLingui } from '@lingui/react/macro';
import { quoteOrderBody } from '@/api/generated/zod/checkout-mutations/checkout-mutations.zod';
import { CodeStep, type CodeStepProps } from './code-step';

type PromoCodeStepProps = Pick<CodeStepProps, 'checking' | 'onApply' | 'onRemove' | 'error'> & {
  /** The code applied, once the shop accepted it. */
  applied?: string;
};

const promoCodeRule = quoteOrderBody.shape.promoCode.unwrap();

/** A promo code: typed and applied, the shop's refusal under the field, removed once applied. */
export function PromoCodeStep({ applied, ...props }: PromoCodeStepProps) {
  const { t } = useLingui();
  const appliedCode = applied?.toUpperCase();
  return (
    <CodeStep
      {...props}
      id="promo-code"
      title={t`Promo code`}
      applied={applied ? t`${appliedCode} applied` : undefined}
      shapeProblem={(code) =>
        promoCodeRule.safeParse(code).success
          ? undefined
          : t`A promo code is 3 to 32 letters, digits, - or _.`
      }
    />
  );
}
