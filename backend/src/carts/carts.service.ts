import { ForbiddenException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import type { AuthUser, RecordOwner } from '../auth/access';
import { ContractViolation } from '../common/errors/http-error.filter';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { CartLine, MenuItem, User } from '../generated/prisma/client';
import { ON_THE_MENU } from '../menu/on-the-menu';
import { formatCents, fromCents, toCents } from '../common/money';

type Schemas = components['schemas'];

const MAX_QUANTITY = 99;
const NOT_FOUND = 'No such line in your cart.';
const DISH_GONE = 'This dish is no longer on the menu.';

/** A cart line shows the dish as the menu has it now: name, picture and current price. */
function toCartLineDto(line: CartLine & { menuItem: MenuItem; user: Pick<User, 'email'> }): Schemas['CartLine'] {
  return {
    _id: line.id,
    menuItemId: line.menuItemId,
    name: line.menuItem.name,
    quantity: line.quantity,
    image: line.menuItem.image,
    price: fromCents(line.menuItem.priceCents),
    email: line.user.email,
    available: line.menuItem.removedAt === null,
  };
}

const withDish = { menuItem: true, user: { select: { email: true } } } as const;

/** What a client says of a dish it adds (the original client sends all of it), against the menu as it is now. */
function differencesFromMenu(dish: MenuItem, seen: Schemas['CartLineInput']): { path: string; message: string }[] {
  return [
    ...(seen.price !== undefined && toCents(seen.price) !== dish.priceCents
      ? [{ path: '/body/price', message: `the price is now ${formatCents(dish.priceCents)}` }]
      : []),
    ...(seen.name !== undefined && seen.name !== dish.name ? [{ path: '/body/name', message: `the name is now "${dish.name}"` }] : []),
    ...(seen.image !== undefined && seen.image !== dish.image ? [{ path: '/body/image', message: `the picture is now ${dish.image}` }] : []),
  ];
}

@Injectable()
export class CartsService {
  constructor(private readonly prisma: PrismaService) {}

  /** The cart of the user the request names: the caller's own, or anyone's for an administrator. */
  async listCartLines(owner: RecordOwner): Promise<Schemas['CartLine'][]> {
    if (!owner) return [];
    const lines = await this.prisma.cartLine.findMany({
      where: { userId: owner.id },
      include: withDish,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return lines.map(toCartLineDto);
  }

  /** Adds a dish to the caller's cart; the same dish again adds to its quantity, up to 99. */
  async addCartLine(caller: AuthUser, line: Schemas['CartLineInput']): Promise<Schemas['CartLine']> {
    const { menuItemId, quantity = 1, email } = line;
    if (email !== undefined && email.toLowerCase() !== caller.email) {
      throw new ForbiddenException('The e-mail address sent is not yours: a dish always goes to your own cart.');
    }
    const dish = await this.prisma.menuItem.findUnique({ where: { id: menuItemId, ...ON_THE_MENU } });
    if (!dish) throw new NotFoundException(DISH_GONE);
    const differences = differencesFromMenu(dish, line);
    if (differences.length > 0) {
      const said = differences.map((difference) => difference.message).join(', ');
      throw new ContractViolation(`${dish.name} has changed since you saw it: ${said}. Check it and add it again.`, differences, 409);
    }
    let rows: { id: string }[];
    try {
      // One statement, so that two quick clicks cannot lose an increment or pass the limit.
      rows = await this.prisma.$queryRaw<{ id: string }[]>`
        INSERT INTO cart_lines (id, user_id, menu_item_id, quantity, created_at, updated_at)
        VALUES (gen_random_uuid(), ${caller.id}::uuid, ${menuItemId}::uuid, ${quantity}, now(), now())
        ON CONFLICT (user_id, menu_item_id)
        DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
        WHERE cart_lines.quantity + EXCLUDED.quantity <= ${MAX_QUANTITY}
        RETURNING id`;
    } catch (error) {
      // The dish, or the caller, was removed between the read above and this write.
      const key = brokenForeignKey(error);
      if (key === 'cart_lines_menu_item_id_fkey') throw new NotFoundException(DISH_GONE);
      if (key === 'cart_lines_user_id_fkey') throw new UnauthorizedException('Your account no longer exists.');
      throw error;
    }
    if (rows.length === 0) throw new ContractViolation(`A cart line holds at most ${MAX_QUANTITY} of a dish.`, undefined, 409);
    return toCartLineDto(await this.prisma.cartLine.findUniqueOrThrow({ where: { id: rows[0]!.id }, include: withDish }));
  }

  async updateCartLine(caller: AuthUser, id: string, quantity: number): Promise<Schemas['CartLine']> {
    const { count } = await this.prisma.cartLine.updateMany({ where: { id, userId: caller.id }, data: { quantity } });
    if (count === 0) throw new NotFoundException(NOT_FOUND);
    const line = await this.prisma.cartLine.findUnique({ where: { id }, include: withDish });
    if (!line) throw new NotFoundException(NOT_FOUND);
    return toCartLineDto(line);
  }

  async deleteCartLine(caller: AuthUser, id: string): Promise<Schemas['Message']> {
    const { count } = await this.prisma.cartLine.deleteMany({ where: { id, userId: caller.id } });
    if (count === 0) throw new NotFoundException(NOT_FOUND);
    return { message: 'Cart Item deleted successfully!' };
  }
}
