import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { assertOwnerOrAdmin, type AuthUser } from '../auth/auth.guard';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { CartLine, MenuItem, User } from '../generated/prisma/client';
import { fromCents } from '../menu/menu.mapper';

type Schemas = components['schemas'];

export const MAX_QUANTITY = 99;
const NOT_FOUND = 'No such line in your cart.';

/** A cart line shows the dish as the menu has it now: name, picture and current price. */
export function toCartLineDto(line: CartLine & { menuItem: MenuItem; user: Pick<User, 'email'> }): Schemas['CartLine'] {
  return {
    _id: line.id,
    menuItemId: line.menuItemId,
    name: line.menuItem.name,
    quantity: line.quantity,
    image: line.menuItem.image,
    price: fromCents(line.menuItem.priceCents),
    email: line.user.email,
  };
}

const withDish = { menuItem: true, user: { select: { email: true } } } as const;

@Injectable()
export class CartsService {
  constructor(private readonly prisma: PrismaService) {}

  async list(caller: AuthUser, email: string): Promise<Schemas['CartLine'][]> {
    assertOwnerOrAdmin(caller, email);
    const lines = await this.prisma.cartLine.findMany({
      where: { user: { email: email.toLowerCase() } },
      include: withDish,
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    return lines.map(toCartLineDto);
  }

  /** Adds a dish to the caller's cart; the same dish again adds to its quantity, up to 99. */
  async add(caller: AuthUser, { menuItemId, quantity = 1 }: Schemas['CartLineInput']): Promise<Schemas['CartLine']> {
    const dish = await this.prisma.menuItem.findUnique({ where: { id: menuItemId }, select: { id: true } });
    if (!dish) throw new NotFoundException('This dish is no longer on the menu.');
    // One statement, so that two quick clicks cannot lose an increment or pass the limit.
    const rows = await this.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO cart_lines (id, user_id, menu_item_id, quantity, created_at, updated_at)
      VALUES (gen_random_uuid(), ${caller.id}::uuid, ${menuItemId}::uuid, ${quantity}, now(), now())
      ON CONFLICT (user_id, menu_item_id)
      DO UPDATE SET quantity = cart_lines.quantity + EXCLUDED.quantity, updated_at = now()
      WHERE cart_lines.quantity + EXCLUDED.quantity <= ${MAX_QUANTITY}
      RETURNING id`;
    if (rows.length === 0) throw new ConflictException(`A cart line holds at most ${MAX_QUANTITY} of a dish.`);
    return toCartLineDto(await this.prisma.cartLine.findUniqueOrThrow({ where: { id: rows[0]!.id }, include: withDish }));
  }

  async setQuantity(caller: AuthUser, id: string, quantity: number): Promise<Schemas['CartLine']> {
    const { count } = await this.prisma.cartLine.updateMany({ where: { id, userId: caller.id }, data: { quantity } });
    if (count === 0) throw new NotFoundException(NOT_FOUND);
    return toCartLineDto(await this.prisma.cartLine.findUniqueOrThrow({ where: { id }, include: withDish }));
  }

  async remove(caller: AuthUser, id: string): Promise<Schemas['Message']> {
    const { count } = await this.prisma.cartLine.deleteMany({ where: { id, userId: caller.id } });
    if (count === 0) throw new NotFoundException(NOT_FOUND);
    return { message: 'Cart Item deleted successfully!' };
  }
}
