import type { CheckoutLine } from '../checkout/checkout-line';
import { formatMoney, toMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';

/** What the original client says it paid for, besides the transaction id. */
export type PaymentClaims = Omit<components['schemas']['PaymentRecordRequest'], 'transactionId'>;

const sameItems = (claimed: readonly string[], paid: readonly string[]) =>
  claimed.length === paid.length && [...claimed].sort().join('\u0000') === [...paid].sort().join('\u0000');

/** Where what a client says it paid for differs from the payment: each is a `409` detail. */
export function differencesFromCheckout(
  claims: PaymentClaims,
  { amountCents, currency, lines }: { amountCents: number; currency: string; lines: CheckoutLine[] },
  locale: string,
): { path: string; message: string }[] {
  const differences: { path: string; message: string }[] = [];
  if (claims.price !== undefined && toMinor(claims.price, currency) !== amountCents) {
    differences.push({
      path: '/body/price',
      message: `the payment is for ${formatMoney(amountCents, currency, locale)}`,
    });
  }
  if (claims.quantity !== undefined && claims.quantity !== lines.length) {
    differences.push({ path: '/body/quantity', message: `the payment is for ${lines.length} cart lines` });
  }
  const lists = [
    ['itemName', claims.itemName, lines.map((line) => line.name)],
    ['cartItems', claims.cartItems, lines.map((line) => line.cartLineId)],
    ['menuItems', claims.menuItems, lines.flatMap((line) => (line.menuItemId ? [line.menuItemId] : []))],
  ] as const;
  for (const [field, claimed, paid] of lists) {
    if (claimed !== undefined && !sameItems(claimed, paid))
      differences.push({ path: `/body/${field}`, message: 'is not what the payment was for' });
  }
  return differences;
}

/**
 * Settles a paid checkout in one statement (its order's transaction holds the events' lock until it commits, so
 * each round trip counts): the checkout keeps its slot and promo code for good, and what was paid for leaves the
 * customer's cart, only that: a line raised while the customer was paying keeps what was not paid for, a dish
 * added meanwhile stays, and a line paid in full goes.
 */
export async function settleCheckout(
  tx: Prisma.TransactionClient,
  checkout: { id: string; userId: string },
  lines: CheckoutLine[],
): Promise<void> {
  const ids = lines.map((line) => line.cartLineId);
  const quantities = lines.map((line) => line.quantity);
  // One statement sees one snapshot: the lines it deletes (paid in full) and those it lowers are disjoint.
  await tx.$executeRaw`
    WITH held AS (UPDATE checkouts SET held_until = NULL WHERE id = ${checkout.id}::uuid),
    paid AS (SELECT * FROM unnest(${ids}::uuid[], ${quantities}::int[]) AS paid(id, quantity)),
    gone AS (
      DELETE FROM cart_lines c USING paid
      WHERE c.id = paid.id AND c.user_id = ${checkout.userId}::uuid AND c.quantity <= paid.quantity
    )
    UPDATE cart_lines c SET quantity = c.quantity - paid.quantity, updated_at = now() FROM paid
    WHERE c.id = paid.id AND c.user_id = ${checkout.userId}::uuid AND c.quantity > paid.quantity`;
}
