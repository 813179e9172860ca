import { listOf, type Said, said } from '../common/i18n/said';
import { createHash } from 'node:crypto';
import {
  ForbiddenException,
  HttpException,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { AuthUser, RecordOwner } from '../auth/access';
import { ContractViolation, toErrorBody } from '../common/errors/http-error.filter';
import { type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { fromMinor, ShopMoney } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { CartLine, MenuItem, Prisma } from '../generated/prisma/client';
import { dishInLanguage } from '../menu/dish-in-language';
import { type DishWithOptions, WITH_OPTIONS } from '../menu/dish-with-options';
import { ON_THE_MENU } from '../menu/on-the-menu';
import { type LineChoice, priceLine, type SelectionProblem } from '../pricing/selection';
import { toCartLineDto, WITH_DISH, withDishIn } from './cart-line.mapper';
import { toStoredChoices } from './stored-choices';

type Schemas = components['schemas'];

/** A line of a past order, as it was paid for: what `addAgain` puts in the cart once more. */
export interface PastLine {
  /** Null once the dish left the menu for good. */
  menuItemId: string | null;
  name: string;
  /** The price paid for one, with its choices, in minor units of `currency`. */
  priceCents: number;
  currency: string;
  quantity: number;
  choices: readonly LineChoice[];
}

const MAX_QUANTITY = 99;
const NOT_FOUND = 'No such line in your cart.';
const DISH_GONE = 'This dish is no longer on the menu.';
const KEY_LIFETIME = '24 hours';
const KEY_REUSED = 'this Idempotency-Key was sent with another body: send a new key for another add';

/** What a client says of a dish it adds (the original client sends all of it), against the menu as it is now. */
function differencesFromMenu(
  dish: MenuItem,
  seen: Schemas['CartLineInput'],
  money: ShopMoney,
  translatedNames: readonly string[],
): { path: string; message: Said }[] {
  return [
    ...(seen.price !== undefined && money.toMinor(seen.price) !== dish.priceCents
      ? [{ path: '/body/price', message: said('the price is now {price}', { price: money.format(dish.priceCents) }) }]
      : []),
    ...(seen.name !== undefined && seen.name !== dish.name && !translatedNames.includes(seen.name)
      ? [{ path: '/body/name', message: said('the name is now "{name}"', { name: dish.name }) }]
      : []),
    ...(seen.image !== undefined && seen.image !== dish.image
      ? [{ path: '/body/image', message: said('the picture is now {image}', { image: dish.image }) }]
      : []),
  ];
}

/** Problems as the contract's details: where, and what, in English. */
const detailsOf = (found: readonly { path: string; message: Said }[]) =>
  found.map(({ path, message }) => ({ path, message: message.message }));

/** A dish that cannot be ordered now, or a sold-out choice, is `409`; choices that break the dish's rules are `422`. */
function refuseProblems(dish: DishWithOptions, problems: SelectionProblem[]): void {
  const of = (...kinds: SelectionProblem['kind'][]) => problems.filter((problem) => kinds.includes(problem.kind));
  const listed = (found: SelectionProblem[]) => listOf(found.map((problem) => problem.message));
  const unavailable = of('unavailable');
  if (unavailable.length > 0) {
    const words = said('{dish} cannot be ordered now: {problems}.', { dish: dish.name, problems: listed(unavailable) });
    throw new ContractViolation(words, detailsOf(unavailable), 409);
  }
  const wrong = of('rule', 'not-offered');
  if (wrong.length > 0) {
    const words = said('These choices do not fit {dish}: {problems}.', { dish: dish.name, problems: listed(wrong) });
    throw new ContractViolation(words, detailsOf(wrong), 422);
  }
  const soldOut = of('sold-out');
  if (soldOut.length > 0) {
    throw new ContractViolation(
      said('{problems}: choose something else.', { problems: listed(soldOut) }),
      detailsOf(soldOut),
      409,
    );
  }
}

@Injectable()
export class CartsService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly money: ShopMoney,
  ) {}

  /** The cart of the user the request names: the caller's own, or anyone's for an administrator. */
  async listCartLines(owner: RecordOwner, language: ShopLanguage): Promise<Schemas['CartLine'][]> {
    if (!owner) return [];
    const lines = await this.prisma.cartLine.findMany({
      where: { userId: owner.id },
      include: withDishIn(language),
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const now = new Date();
    return lines.map(({ menuItem, ...line }) =>
      toCartLineDto(
        { ...line, menuItem: dishInLanguage(menuItem) },
        now,
        this.config.SHOP_TIME_ZONE,
        this.money.currency,
        language,
      ),
    );
  }

  /**
   * Adds a dish with its choices (the dish's defaults when none are said) to the caller's cart; the same dish with
   * the same choices adds to that line's quantity, up to 99.
   */
  async addCartLine(
    caller: AuthUser,
    line: Schemas['CartLineInput'],
    idempotencyKey?: string,
  ): Promise<Schemas['CartLine']> {
    if (idempotencyKey === undefined) return this.addToCart(this.prisma, caller, line);
    const key = { userId: caller.id, key: idempotencyKey };
    const requestHash = createHash('sha256').update(JSON.stringify(line)).digest('hex');
    try {
      return await this.prisma.$transaction(
        async (tx) => {
          // The caller's keys older than a day are forgotten (and may be used again) when they next add with one.
          await tx.$executeRaw`DELETE FROM cart_adds WHERE user_id = ${caller.id}::uuid AND created_at < now() - ${KEY_LIFETIME}::interval`;
          // A second add with the same key waits here until the first one's transaction ends, then finds its row.
          const claimed = await tx.$executeRaw`
            INSERT INTO cart_adds (user_id, key, request_hash) VALUES (${caller.id}::uuid, ${idempotencyKey}, ${requestHash})
            ON CONFLICT (user_id, key) DO NOTHING`;
          if (claimed === 0) {
            const earlier = await tx.cartAdd.findUniqueOrThrow({ where: { userId_key: key } });
            if (earlier.requestHash !== requestHash)
              throw new ContractViolation(KEY_REUSED, [{ path: '/header/Idempotency-Key', message: KEY_REUSED }], 422);
            return earlier.response as unknown as Schemas['CartLine'];
          }
          // A refused add leaves no key behind (the transaction is undone): the client may send it again.
          const answer = await this.addToCart(tx, caller, line);
          await tx.cartAdd.update({ where: { userId_key: key }, data: { response: answer } });
          return answer;
        },
        // Same-key adds queue on the key's row for as long as the first takes.
        { maxWait: 10_000, timeout: 15_000 },
      );
    } catch (error) {
      if (brokenForeignKey(error) === 'cart_adds_user_id_fkey')
        throw new UnauthorizedException('Your account no longer exists.');
      throw error;
    }
  }

  private async addToCart(
    db: Prisma.TransactionClient,
    caller: AuthUser,
    line: Schemas['CartLineInput'],
  ): Promise<Schemas['CartLine']> {
    const { menuItemId, quantity = 1, email } = line;
    if (email !== undefined && email.toLowerCase() !== caller.email) {
      throw new ForbiddenException('The e-mail address sent is not yours: a dish always goes to your own cart.');
    }
    const dish = await db.menuItem.findUnique({ where: { id: menuItemId, ...ON_THE_MENU }, include: WITH_OPTIONS });
    if (!dish) throw new NotFoundException(DISH_GONE);
    // A client may have read the dish's name in any language the shop speaks.
    const translations = await db.menuItemTranslation.findMany({ where: { menuItemId }, select: { name: true } });
    const translatedNames = translations.flatMap(({ name }) => (name === null ? [] : [name]));
    const differences = differencesFromMenu(dish, line, this.money, translatedNames);
    if (differences.length > 0) {
      const words = said('{dish} has changed since you saw it: {changes}. Check it and add it again.', {
        dish: dish.name,
        changes: listOf(differences.map((difference) => difference.message)),
      });
      throw new ContractViolation(words, detailsOf(differences), 409);
    }
    const priced = priceLine(dish, line.choices, new Date(), this.config.SHOP_TIME_ZONE);
    refuseProblems(dish, priced.problems);
    const { choices, choiceKey } = toStoredChoices(priced.choices);
    let rows: Pick<CartLine, 'id' | 'quantity' | 'createdAt' | 'updatedAt'>[];
    try {
      // One statement, so that two quick clicks cannot lose an increment or pass the limit.
      rows = await db.$queryRaw<typeof rows>`
        INSERT INTO cart_lines (id, user_id, menu_item_id, choices, choice_key, quantity, created_at, updated_at)
        VALUES (gen_random_uuid(), ${caller.id}::uuid, ${menuItemId}::uuid, ${JSON.stringify(choices)}::jsonb, ${choiceKey}, ${quantity}, now(), now())
        ON CONFLICT (user_id, menu_item_id, choice_key)
        DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
        WHERE cart_lines.quantity + EXCLUDED.quantity <= ${MAX_QUANTITY}
        RETURNING id, quantity, created_at AS "createdAt", updated_at AS "updatedAt"`;
    } catch (error) {
      // The dish, or the caller, was removed between the read above and this write.
      const key = brokenForeignKey(error);
      if (key === 'cart_lines_menu_item_id_fkey') throw new NotFoundException(DISH_GONE);
      if (key === 'cart_lines_user_id_fkey') throw new UnauthorizedException('Your account no longer exists.');
      throw error;
    }
    if (rows.length === 0)
      throw new ContractViolation(`A cart line holds at most ${MAX_QUANTITY} of a dish.`, undefined, 409);
    // The line holds these very choices (they are its key), and the dish is the one just read: nothing to read again.
    const stored = {
      ...rows[0]!,
      userId: caller.id,
      menuItemId,
      choices: choices as unknown as CartLine['choices'],
      choiceKey,
    };
    return this.lineDto({ ...stored, menuItem: dish, user: { email: caller.email } });
  }

  /**
   * A past order's lines put in the caller's cart again, each as `addCartLine` adds it (today's price, the same
   * choices and quantity); a line that cannot be added now is left out with the reason its add would answer, in
   * `language`, and a line whose price for one changed since is said with both prices.
   */
  async addAgain(caller: AuthUser, lines: readonly PastLine[], language: ShopLanguage): Promise<Schemas['Reorder']> {
    const added = new Set<string>();
    const changed: { lineId: string; was: number; now: number }[] = [];
    const notAdded: Schemas['Reorder']['notAdded'] = [];
    for (const line of lines) {
      try {
        if (!line.menuItemId) throw new NotFoundException(DISH_GONE);
        const choices = line.choices.map(({ choiceId, quantity }) => ({ choiceId, quantity }));
        const cartLine = await this.addToCart(this.prisma, caller, {
          menuItemId: line.menuItemId,
          quantity: line.quantity,
          choices,
        });
        added.add(cartLine._id);
        const nowCents = this.money.toMinor(cartLine.price);
        if (line.currency.toUpperCase() === this.money.currency && nowCents !== line.priceCents)
          changed.push({ lineId: cartLine._id, was: line.priceCents, now: nowCents });
      } catch (error) {
        // A refusal of this one line (gone, sold out, no longer offered, 99 already) leaves the others to add.
        if (!(error instanceof HttpException) || error.getStatus() >= 500) throw error;
        notAdded.push({ name: line.name, reason: toErrorBody(error, language).message });
      }
    }
    const cart = await this.listCartLines(caller, language);
    const nameOf = (lineId: string) => cart.find((cartLine) => cartLine._id === lineId)?.name ?? '';
    return {
      added: cart.filter((cartLine) => added.has(cartLine._id)),
      repriced: changed.map(({ lineId, was, now }) => ({
        name: nameOf(lineId),
        was: fromMinor(was, this.money.currency),
        now: fromMinor(now, this.money.currency),
      })),
      notAdded,
    };
  }

  async updateCartLine(caller: AuthUser, id: string, quantity: number): Promise<Schemas['CartLine']> {
    const { count } = await this.prisma.cartLine.updateMany({ where: { id, userId: caller.id }, data: { quantity } });
    if (count === 0) throw new NotFoundException(NOT_FOUND);
    const line = await this.prisma.cartLine.findUnique({ where: { id }, include: WITH_DISH });
    if (!line) throw new NotFoundException(NOT_FOUND);
    return this.lineDto(line);
  }

  async deleteCartLine(caller: AuthUser, id: string): Promise<Schemas['Message']> {
    const { count } = await this.prisma.cartLine.deleteMany({ where: { id, userId: caller.id } });
    if (count === 0) throw new NotFoundException(NOT_FOUND);
    return { message: 'Cart Item deleted successfully!' };
  }

  /** A line just added or changed: its dish's words, and why it cannot be paid for, in the shop's own language. */
  private lineDto(line: Parameters<typeof toCartLineDto>[0]): Schemas['CartLine'] {
    const language = shopLanguageOf(this.config.SHOP_LOCALE);
    return toCartLineDto(line, new Date(), this.config.SHOP_TIME_ZONE, this.money.currency, language);
  }
}
