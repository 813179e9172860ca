import { storedDiets } from '../common/food-facts';
import { said } from '../common/i18n/said';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ContractViolation } from '../common/errors/http-error.filter';
import { type ShopLanguage, shopLanguageOf } from '../common/i18n/languages';
import { ReadyAnswer } from '../common/http/ready-answer';
import { type Actor, type AuditRecord, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { fromMinor, toMinor } from '../common/money';
import { minutesOfClockTime } from '../common/shop-clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { type MenuItem, Prisma } from '../generated/prisma/client';
import { soldOutMark } from '../pricing/availability';
import { dishInLanguage, withOptionsIn } from './dish-in-language';
import { WITH_OPTIONS } from './dish-with-options';
import { MenuCache } from './menu-cache';
import { type MenuItemDto, toMenuItemDto } from './menu.mapper';
import { ON_THE_MENU } from './on-the-menu';

type Schemas = components['schemas'];

const NOT_FOUND = 'No dish with this id.';

/** The dish's serving hours as stored: minutes after midnight, or none; `from` and `to` must differ. */
function servedHours(
  hours: Schemas['DishHours'] | null | undefined,
): Pick<Prisma.MenuItemUncheckedCreateInput, 'servedFrom' | 'servedUntil'> {
  if (hours === undefined) return {};
  if (hours === null) return { servedFrom: null, servedUntil: null };
  if (hours.from === hours.to) {
    throw new ContractViolation(
      'A dish is served from one time to another.',
      [{ path: '/body/hours/to', message: 'must differ from from' }],
      422,
    );
  }
  return { servedFrom: minutesOfClockTime(hours.from), servedUntil: minutesOfClockTime(hours.to) };
}

/** What the audit trail keeps of a dish: the fields staff change, money in the currency's units. */
function dishFacts(dish: MenuItem, currency: string): Record<string, unknown> {
  return {
    name: dish.name,
    recipe: dish.recipe,
    price: fromMinor(dish.priceCents, currency),
    category: dish.category,
    image: dish.image,
    allergens: dish.allergens,
    mayContain: dish.mayContain,
    diets: dish.diets,
    kcal: dish.kcal,
    prepMinutes: dish.prepMinutes,
    servedFrom: dish.servedFrom,
    servedUntil: dish.servedUntil,
    soldOut: dish.soldOut,
    soldOutUntil: dish.soldOutUntil?.toISOString() ?? null,
  };
}

@Injectable()
export class MenuService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly cache: MenuCache,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The whole menu in a language, as ready bytes from the cache. */
  listMenuItems(language: ShopLanguage): Promise<ReadyAnswer> {
    return this.cache.current(language);
  }

  async get(id: string, language: ShopLanguage): Promise<MenuItemDto> {
    const item = await this.prisma.menuItem.findUnique({
      where: { id, ...ON_THE_MENU },
      include: withOptionsIn(language),
    });
    if (!item) throw new NotFoundException(NOT_FOUND);
    return this.toDto(dishInLanguage(item), language);
  }

  async create(
    by: Actor,
    { price, name, recipe, optionGroupIds = [], hours, diets = [], ...rest }: Schemas['MenuItemInput'],
  ): Promise<MenuItemDto> {
    const data = {
      ...rest,
      diets: storedDiets(diets),
      name: name.trim(),
      recipe: recipe.trim(),
      priceCents: toMinor(price, this.config.SHOP_CURRENCY),
      ...servedHours(hours),
    };
    const optionGroups = { create: await this.optionGroupLinks(optionGroupIds) };
    try {
      const created = await this.prisma.$transaction(async (tx) => {
        const dish = await tx.menuItem.create({ data: { ...data, optionGroups }, include: WITH_OPTIONS });
        const currency = this.config.SHOP_CURRENCY;
        await this.audit.record(tx, by, {
          action: 'dish.created',
          subject: { type: 'dish', id: dish.id, name: dish.name },
          after: dishFacts(dish, currency),
        });
        return dish;
      });
      return this.toDto(created);
    } catch (error) {
      throw groupGoneIfBroken(error);
    } finally {
      this.cache.invalidate();
    }
  }

  async update(
    by: Actor,
    id: string,
    { price, name, recipe, optionGroupIds, hours, diets, ...rest }: Schemas['MenuItemUpdate'],
  ): Promise<MenuItemDto> {
    return this.change(by, 'dish.updated', id, {
      ...rest,
      ...(diets === undefined ? {} : { diets: storedDiets(diets) }),
      ...(name === undefined ? {} : { name: name.trim() }),
      ...(recipe === undefined ? {} : { recipe: recipe.trim() }),
      ...(price === undefined ? {} : { priceCents: toMinor(price, this.config.SHOP_CURRENCY) }),
      ...servedHours(hours),
      ...(optionGroupIds === undefined
        ? {}
        : { optionGroups: { deleteMany: {}, create: await this.optionGroupLinks(optionGroupIds) } }),
    });
  }

  /** Sold out until the shop's next day starts, or until an administrator puts it back. */
  markSoldOut(by: Actor, id: string, { until }: Schemas['SoldOutRequest']): Promise<MenuItemDto> {
    return this.change(by, 'dish.sold-out', id, soldOutMark(until, new Date(), this.config.SHOP_TIME_ZONE));
  }

  putBackOnSale(by: Actor, id: string): Promise<MenuItemDto> {
    return this.change(by, 'dish.back-on-sale', id, { soldOut: false, soldOutUntil: null });
  }

  /** Takes the dish off the menu; carts that hold it keep showing it, as no longer available, and orders their record. */
  async remove(by: Actor, id: string): Promise<Schemas['Message']> {
    await this.change(by, 'dish.removed', id, { removedAt: new Date() });
    return { message: 'Menu item deleted successfully!' };
  }

  /** Changes a dish on the menu and records in the same transaction what changed, and who changed it. */
  private async change(
    by: Actor,
    action: AuditRecord['action'],
    id: string,
    data: Prisma.MenuItemUpdateInput,
  ): Promise<MenuItemDto> {
    try {
      const changed = await this.prisma.$transaction(async (tx) => {
        const before = await tx.menuItem.findUnique({ where: { id, ...ON_THE_MENU } });
        if (!before) throw new NotFoundException(NOT_FOUND);
        const after = await tx.menuItem.update({ where: { id, ...ON_THE_MENU }, data, include: WITH_OPTIONS });
        const currency = this.config.SHOP_CURRENCY;
        await this.audit.record(tx, by, {
          action,
          subject: { type: 'dish', id, name: before.name },
          ...(action === 'dish.removed'
            ? { before: dishFacts(before, currency) }
            : changedFields(dishFacts(before, currency), dishFacts(after, currency))),
        });
        return after;
      });
      return this.toDto(changed);
    } catch (error) {
      const missing = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
      throw missing ? new NotFoundException(NOT_FOUND) : groupGoneIfBroken(error);
    } finally {
      this.cache.invalidate();
    }
  }

  /** The dish's links to its option groups, in the order given; each group must exist. */
  private async optionGroupLinks(ids: readonly string[]): Promise<{ groupId: string; position: number }[]> {
    const found = await this.prisma.optionGroup.findMany({ where: { id: { in: [...ids] } }, select: { id: true } });
    const known = new Set(found.map((group) => group.id));
    const missing = ids.flatMap((id, index) =>
      known.has(id) ? [] : [{ path: `/body/optionGroupIds/${index}`, message: `no option group has the id ${id}` }],
    );
    if (missing.length > 0) {
      throw new ContractViolation(
        said('No option group has the id {ids}.', { ids: ids.filter((id) => !known.has(id)).join(', ') }),
        missing,
        404,
      );
    }
    return ids.map((groupId, position) => ({ groupId, position }));
  }

  /** A dish as the menu shows it, in a language; staff's edits are answered in the shop's own. */
  private toDto(
    item: Parameters<typeof toMenuItemDto>[0],
    language = shopLanguageOf(this.config.SHOP_LOCALE),
  ): MenuItemDto {
    return toMenuItemDto(item, new Date(), this.config.SHOP_TIME_ZONE, this.config.SHOP_CURRENCY, language);
  }
}

/**
 * A group deleted between its check and the write is as missing as one that never was; a category the menu does not
 * have is the request's own mistake.
 */
function groupGoneIfBroken(error: unknown): unknown {
  const broken = brokenForeignKey(error);
  if (broken === 'menu_item_option_groups_group_id_fkey')
    return new NotFoundException('An option group of the dish was deleted meanwhile.');
  if (broken === 'menu_items_category_fkey') {
    return new ContractViolation(
      'The menu has no such category: add it first.',
      [{ path: '/body/category', message: 'is not one of the menu’s categories' }],
      422,
    );
  }
  return error;
}
