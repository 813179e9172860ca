import { allergensOfChoices } from '../common/food-facts';
import type { ShopLanguage } from '../common/i18n/languages';
import { fromMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { CartLine, User } from '../generated/prisma/client';
import { withOptionsIn } from '../menu/dish-in-language';
import { type DishWithOptions, WITH_OPTIONS } from '../menu/dish-with-options';
import { priceCartLine } from '../pricing/cart-line';
import { toChosenOption } from '../pricing/chosen-option';
import { storedChoicesOf } from './stored-choices';

/** What a cart line is read with to be shown: its dish with its option groups now, and its customer's address. */
export const WITH_DISH = { menuItem: { include: WITH_OPTIONS }, user: { select: { email: true } } } as const;

/** WITH_DISH, with the dish's words in one language besides. */
export const withDishIn = (language: string) =>
  ({ menuItem: { include: withOptionsIn(language) }, user: { select: { email: true } } }) as const;

/** A cart line shows the dish and its choices as the menu has them now: names, picture, price, and whether it can be paid for. */
export function toCartLineDto(
  line: CartLine & { menuItem: DishWithOptions; user: Pick<User, 'email'> },
  now: Date,
  zone: string,
  currency: string,
  language: ShopLanguage,
): components['schemas']['CartLine'] {
  const { choices, unitPriceCents, availability } = priceCartLine(line.menuItem, storedChoicesOf(line), now, zone);
  return {
    _id: line.id,
    menuItemId: line.menuItemId,
    name: line.menuItem.name,
    quantity: line.quantity,
    image: line.menuItem.image,
    price: fromMinor(unitPriceCents, currency),
    email: line.user.email,
    choices: choices.map((choice) => toChosenOption(choice, currency)),
    ...allergensOfChoices(
      line.menuItem,
      choices.map((choice) => choice.choiceId),
    ),
    available: availability.available,
    ...(availability.available ? {} : { unavailableReason: availability.reason.in(language) }),
  };
}
