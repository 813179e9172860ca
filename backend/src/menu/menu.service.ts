import { Injectable, NotFoundException } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { ReadyAnswer } from '../common/http/ready-answer';
import { ON_THE_MENU } from './on-the-menu';
import { MenuCache } from './menu-cache';
import { toCents } from '../common/money';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';

type MenuItemInput = components['schemas']['MenuItemInput'];
type MenuItemUpdate = components['schemas']['MenuItemUpdate'];

const NOT_FOUND = 'No dish with this id.';

@Injectable()
export class MenuService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly cache: MenuCache,
  ) {}

  /** The whole menu, as ready bytes from the cache. */
  listMenuItems(): Promise<ReadyAnswer> {
    return this.cache.current();
  }

  async get(id: string): Promise<MenuItemDto> {
    const item = await this.prisma.menuItem.findUnique({ where: { id, ...ON_THE_MENU } });
    if (!item) throw new NotFoundException(NOT_FOUND);
    return toMenuItemDto(item);
  }

  async create({ price, name, recipe, ...rest }: MenuItemInput): Promise<MenuItemDto> {
    const created = await this.prisma.menuItem.create({ data: { ...rest, name: name.trim(), recipe: recipe.trim(), priceCents: toCents(price) } });
    this.cache.invalidate();
    return toMenuItemDto(created);
  }

  async update(id: string, { price, name, recipe, ...rest }: MenuItemUpdate): Promise<MenuItemDto> {
    const data = {
      ...rest,
      ...(name === undefined ? {} : { name: name.trim() }),
      ...(recipe === undefined ? {} : { recipe: recipe.trim() }),
      ...(price === undefined ? {} : { priceCents: toCents(price) }),
    };
    try {
      return toMenuItemDto(await this.prisma.menuItem.update({ where: { id, ...ON_THE_MENU }, data }));
    } catch (error) {
      throw notFoundIfMissing(error);
    } finally {
      this.cache.invalidate();
    }
  }

  /** Takes the dish off the menu; carts that hold it keep showing it, as no longer available, and orders their record. */
  async remove(id: string): Promise<components['schemas']['Message']> {
    try {
      await this.prisma.menuItem.update({ where: { id, ...ON_THE_MENU }, data: { removedAt: new Date() } });
    } catch (error) {
      throw notFoundIfMissing(error);
    } finally {
      this.cache.invalidate();
    }
    return { message: 'Menu item deleted successfully!' };
  }
}

function notFoundIfMissing(error: unknown): unknown {
  const missing = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
  return missing ? new NotFoundException(NOT_FOUND) : error;
}
