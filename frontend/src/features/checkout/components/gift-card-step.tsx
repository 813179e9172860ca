import { useLingui } from '@lingui/react/macro';
import { quoteOrderBody } from '@/api/generated/zod/checkout-mutations/checkout-mutations.zod';
import { formatPrice } from '@/lib/money';
import { CodeStep, type CodeStepProps } from './code-step';

type GiftCardStepProps = Pick<CodeStepProps, 'checking' | 'onApply' | 'onRemove' | 'error'> & {
  /** The gift card applied, as typed, and what it pays of the bill, once the shop accepted it. */
  applied?: { code: string; pays: number };
};

const giftCardRule = quoteOrderBody.shape.giftCard.unwrap();

/** The last four characters of a code, which is all a screen over a shoulder should show of it. */
const lastFour = (code: string) => code.replace(/[\s-]/g, '').slice(-4).toUpperCase();

/** A gift card: its code typed and applied, what it pays said, the shop's refusal under the field. */
export function GiftCardStep({ applied, ...props }: GiftCardStepProps) {
  const { t } = useLingui();
  const ending = applied ? lastFour(applied.code) : '';
  const pays = applied ? formatPrice(applied.pays) : '';
  return (
    <CodeStep
      {...props}
      id="gift-card"
      title={t`Gift card`}
      applied={applied ? t`Gift card ending ${ending} pays ${pays}` : undefined}
      shapeProblem={(code) =>
        giftCardRule.safeParse(code).success
          ? undefined
          : t`A gift card code is 16 letters and digits, as on the e-mail.`
      }
    />
  );
}
