import { said } from '../common/i18n/said';
import { ConflictException, Injectable } from '@nestjs/common';
import type { Problem } from '../common/contract/contract';
import { ContractViolation } from '../common/errors/http-error.filter';
import type { ShopLanguage } from '../common/i18n/languages';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { Prisma } from '../generated/prisma/client';
import { type Actor, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { ON_THE_MENU } from '../menu/on-the-menu';
import { lockShopSettings } from '../shop/shop-settings.service';

type Schemas = components['schemas'];
type Category = Schemas['Category'];

const WITH_DISHES_ON_THE_MENU = { _count: { select: { dishes: { where: ON_THE_MENU } } } } as const;

const toCategoryDto = (row: { key: string; name: string; _count: { dishes: number } }): Category => ({
  key: row.key,
  name: row.name,
  dishes: row._count.dishes,
});

/** Why categories as written cannot be kept: a blank name, or a key or a name twice (names compared as people read them). */
function categoriesProblems(categories: readonly Schemas['CategoryInput'][]): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, number>();
  const names = new Map<string, number>();
  categories.forEach(({ key, name }, index) => {
    const spoken = name.trim().toLocaleLowerCase();
    if (spoken === '') problems.push({ path: `/body/${index}/name`, message: 'must not be blank' });
    if (keys.has(key))
      problems.push({ path: `/body/${index}/key`, message: `is the key of category ${keys.get(key)} already` });
    else keys.set(key, index);
    if (spoken !== '' && names.has(spoken))
      problems.push({ path: `/body/${index}/name`, message: `is the name of category ${names.get(spoken)} already` });
    else names.set(spoken, index);
  });
  return problems;
}

/** The menu's categories, in the shop's order, which administrators add to, rename, reorder and remove. */
@Injectable()
export class CategoriesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditTrail,
  ) {}

  /** The categories with their names in `language`, each one not translated into it in the shop's own. */
  async list(language?: ShopLanguage): Promise<Category[]> {
    const rows = await this.prisma.category.findMany({
      orderBy: { position: 'asc' },
      include: { ...WITH_DISHES_ON_THE_MENU, translations: { where: { language: language ?? '' } } },
    });
    return rows.map(({ translations: [words], ...row }) => toCategoryDto({ ...row, name: words?.name ?? row.name }));
  }

  async replace(by: Actor, input: readonly Schemas['CategoryInput'][]): Promise<Category[]> {
    const problems = categoriesProblems(input);
    if (problems.length > 0)
      throw new ContractViolation('Each category needs a name, and keys and names of its own.', problems, 422);
    const categories = input.map(({ key, name }, position) => ({ key, name: name.trim(), position }));
    const keys = categories.map(({ key }) => key);
    await this.prisma.$transaction(async (tx) => {
      // Category writes take turns with the ordering settings, whose tax rates name categories.
      const settings = await lockShopSettings(tx);
      const before = await tx.category.findMany({ orderBy: { position: 'asc' }, select: { key: true, name: true } });
      const removed = (
        await tx.category.findMany({ where: { key: { notIn: keys } }, include: WITH_DISHES_ON_THE_MENU })
      ).map(toCategoryDto);
      const holding = removed.find(({ dishes }) => dishes > 0);
      if (holding) {
        throw new ConflictException(
          said(
            '{dishes, plural, one {{category} still holds a dish on the menu: move it to another category, or take it off the menu, first.} other {{category} still holds # dishes on the menu: move them to another category, or take them off the menu, first.}}',
            { category: holding.name, dishes: holding.dishes },
          ),
        );
      }
      for (const category of categories) {
        await tx.category.upsert({
          where: { key: category.key },
          create: category,
          update: { name: category.name, position: category.position },
        });
      }
      if (removed.length > 0) {
        const gone = removed.map(({ key }) => key);
        // Dishes already taken off the menu keep a category, the first one: they are shown nowhere.
        await tx.menuItem.updateMany({ where: { category: { in: gone } }, data: { category: keys[0]! } });
        await tx.category.deleteMany({ where: { key: { in: gone } } });
        const rates = { ...(settings.categoryTaxRates as Prisma.JsonObject) };
        for (const key of gone) delete rates[key];
        await tx.shopSettings.update({ where: { id: settings.id }, data: { categoryTaxRates: rates } });
      }
      // The list as a whole, in its order: names by key.
      const named = (list: readonly { key: string; name: string }[]) => ({
        categories: list.map(({ key, name }) => `${key}: ${name}`),
      });
      const change = changedFields(named(before), named(categories));
      if (Object.keys(change.after).length > 0)
        await this.audit.record(tx, by, {
          action: 'categories.changed',
          subject: { type: 'category', name: 'Categories' },
          ...change,
        });
    });
    return this.list();
  }
}
