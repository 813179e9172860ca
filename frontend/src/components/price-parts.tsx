import { formatPriceToParts } from '@/lib/money';

/**
 * A price as the shop's locale writes it, its currency sign in an element of its own (styled by `signClassName`)
 * wherever the locale puts it: before the digits in $12.50, after them in 12,50 €.
 */
export function PriceParts({ amount, signClassName }: { amount: number; signClassName: string }) {
  // The digits and separators between two signs as one text, not a text per part.
  const runs: { sign: boolean; text: string }[] = [];
  for (const part of formatPriceToParts(amount)) {
    const sign = part.type === 'currency';
    const last = runs.at(-1);
    if (last && !last.sign && !sign) last.text += part.value;
    else runs.push({ sign, text: part.value });
  }
  return runs.map(({ sign, text }, index) =>
    sign ? (
      <span key={index} className={signClassName}>
        {text}
      </span>
    ) : (
      text
    ),
  );
}
