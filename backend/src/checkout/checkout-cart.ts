import { allergensOfChoices } from '../common/food-facts';
import { listOf, type Said, said, sentences } from '../common/i18n/said';
import { ConflictException } from '@nestjs/common';
import { storedChoicesOf } from '../carts/stored-choices';
import type { PrismaService } from '../database/prisma.service';
import type { ShopSettings } from '../generated/prisma/client';
import { WITH_OPTIONS } from '../menu/dish-with-options';
import { categoryTaxRate } from '../ordering/settings-rules';
import { loadOf } from '../ordering/slots';
import type { BasisPoints } from '../pricing/bill';
import { NO_LONGER_ON_THE_MENU, priceCartLine } from '../pricing/cart-line';
import type { CheckoutLine } from './checkout-line';

/** A cart with a line that cannot be paid for now is `409`, naming its dishes, until the customer removes them or they are back. */
function refuseUnavailable(blocked: { name: string; reason: Said }[]): void {
  if (blocked.length === 0) return;
  const parts: Said[] = [];
  const gone = [...new Set(blocked.filter((line) => line.reason === NO_LONGER_ON_THE_MENU).map((line) => line.name))];
  if (gone.length > 0) {
    parts.push(
      said(
        '{count, plural, one {{dishes} is no longer on the menu: remove it from your cart to pay.} other {{dishes} are no longer on the menu: remove them from your cart to pay.}}',
        { count: gone.length, dishes: listOf(gone) },
      ),
    );
  }
  const waiting = new Map(
    blocked
      .filter((line) => line.reason !== NO_LONGER_ON_THE_MENU)
      .map(
        (line) =>
          [
            `${line.name} (${line.reason.message})`,
            said('{dish} ({reason})', { dish: line.name, reason: line.reason }),
          ] as const,
      ),
  );
  if (waiting.size > 0) {
    parts.push(
      said(
        '{count, plural, one {{dishes} cannot be ordered now: remove it from your cart to pay, or wait until it is back.} other {{dishes} cannot be ordered now: remove them from your cart to pay, or wait until they are back.}}',
        { count: waiting.size, dishes: listOf([...waiting.values()]) },
      ),
    );
  }
  throw new ConflictException(sentences(parts));
}

/** The caller's cart priced from the menu as it is now: its lines as charged, each line's tax rate, and its kitchen load. */
export interface PricedCart {
  lines: CheckoutLine[];
  taxRates: (BasisPoints | undefined)[];
  loadMinutes: number;
}

/** Reads and prices the caller's cart; a line that cannot be paid for now is `409`. */
export async function priceCart(
  prisma: PrismaService,
  userId: string,
  settings: ShopSettings,
  now: Date,
  zone: string,
): Promise<PricedCart> {
  const cart = await prisma.cartLine.findMany({
    where: { userId },
    include: { menuItem: { include: WITH_OPTIONS } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  const priced = cart.map((line) => ({ line, ...priceCartLine(line.menuItem, storedChoicesOf(line), now, zone) }));
  refuseUnavailable(
    priced.flatMap(({ line, availability }) =>
      availability.available ? [] : [{ name: line.menuItem.name, reason: availability.reason }],
    ),
  );
  return {
    lines: priced.map(({ line, unitPriceCents, choices }) => ({
      cartLineId: line.id,
      menuItemId: line.menuItemId,
      name: line.menuItem.name,
      priceCents: unitPriceCents,
      quantity: line.quantity,
      choices,
      ...allergensOfChoices(
        line.menuItem,
        choices.map((choice) => choice.choiceId),
      ),
    })),
    taxRates: cart.map((line) => categoryTaxRate(settings, line.menuItem.category)),
    loadMinutes: loadOf(cart.map((line) => ({ prepMinutes: line.menuItem.prepMinutes, quantity: line.quantity }))),
  };
}

/** What the caller's cart weighs in a slot, whatever its lines' availability. */
export async function cartLoad(prisma: PrismaService, userId: string): Promise<number> {
  const cart = await prisma.cartLine.findMany({
    where: { userId },
    select: { quantity: true, menuItem: { select: { prepMinutes: true } } },
  });
  return loadOf(cart.map((line) => ({ prepMinutes: line.menuItem.prepMinutes, quantity: line.quantity })));
}
