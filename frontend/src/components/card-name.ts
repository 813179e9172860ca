import type { SavedCard } from '@/api/generated/model';

/** Card networks as their owners write them; any other as Stripe names it, capitalised. */
const NETWORKS: Record<string, string> = {
  AMEX: 'American Express',
  CARTES_BANCAIRES: 'Cartes Bancaires',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  EFTPOS_AU: 'eftpos',
  JCB: 'JCB',
  MASTERCARD: 'Mastercard',
  UNIONPAY: 'UnionPay',
  VISA: 'Visa',
};

/** "Visa •••• 4242": a saved card as its owner recognises it, the same in every language. */
export function cardName(card: Pick<SavedCard, 'brand' | 'last4'>): string {
  const network =
    NETWORKS[card.brand.toUpperCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${network} •••• ${card.last4}`;
}

/** "12/34": when a saved card expires, as it is printed on the card. */
export const cardExpiry = (card: Pick<SavedCard, 'expMonth' | 'expYear'>): string =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;
