import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minutesOfClockTime } from '../common/shop-clock';
import type { components } from '../generated/contract';
import type { Allergen, PrismaClient } from '../generated/prisma/client';
import { storedDiets } from '../common/food-facts';
import type { ShopLanguage } from '../common/i18n/languages';
import { seedDir } from '../paths';
import { otherLanguages, type SeedTranslations, seedWords } from './seed-words';

type Schemas = components['schemas'];

interface SeedDish {
  slug: string;
  name: string;
  category: string;
  priceCents: number;
  recipe: string;
  image: string;
  /** Slugs of option-groups.json, in the order a customer chooses them. */
  optionGroups?: string[];
  hours?: { from: string; to: string };
  prepMinutes: number;
  /** What the dish contains and may contain (EU Annex II), the diets it suits, and its energy in kcal. */
  allergens: Allergen[];
  mayContain: Allergen[];
  diets: Schemas['Diet'][];
  kcal?: number;
}

interface SeedOptionGroup {
  slug: string;
  name: string;
  minChoices: number;
  maxChoices: number;
  allowRepeats: boolean;
  choices: {
    name: string;
    priceCents: number;
    default?: boolean;
    soldOut?: boolean;
    allergens?: Allergen[];
    mayContain?: Allergen[];
    kcal?: number;
  }[];
}

/** The demo shop's delivery zones (postcodes or a circle) and promo codes; the settings stay as the migration made them. */
interface SeedShop {
  deliveryZones: {
    name: string;
    postcodes?: string[];
    center?: { latitude: number; longitude: number };
    radiusMeters?: number;
    feeCents: number;
    minimumCents: number;
  }[];
  promoCodes: { code: string; description: string; percentOff: number }[];
  diningRoom: {
    tables: { name: string; minSeats: number; maxSeats: number }[];
    combinations: { tables: string[]; minSeats: number; maxSeats: number }[];
  };
}

/** The URL path the seed pictures are served at. */
export const SEED_IMAGES_PATH = '/menu-images';

async function readSeed<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(path.join(seedDir, file), 'utf8')) as T;
}

/**
 * Gives a shop without tables the demo dining room: tables from two seats to eight, and pairs the staff join for
 * larger parties. A shop that has any table is left as it is.
 */
export async function seedDiningRoom(prisma: PrismaClient): Promise<number> {
  if ((await prisma.diningTable.count()) > 0) return 0;
  const { diningRoom } = await readSeed<SeedShop>('shop.json');
  return prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('seed the dining room'))`;
    if ((await tx.diningTable.count()) > 0) return 0;
    const ids = new Map(diningRoom.tables.map((table) => [table.name, randomUUID()]));
    await tx.diningTable.createMany({
      data: diningRoom.tables.map((table) => ({ ...table, id: ids.get(table.name) })),
    });
    await tx.tableCombination.createMany({
      data: diningRoom.combinations.map(({ tables, minSeats, maxSeats }) => ({
        tableIds: tables
          .map((name) => {
            const id = ids.get(name);
            if (!id) throw new Error(`shop.json: a combination names the table ${name}, which its tables lack.`);
            return id;
          })
          .sort(),
        minSeats,
        maxSeats,
      })),
    });
    return diningRoom.tables.length;
  });
}

/**
 * Fills an empty menu with the seed dishes and their option groups, and gives the new shop its demo delivery zones
 * and promo codes; a menu that has any dish is left as it is.
 */
export async function seedMenu(
  prisma: PrismaClient,
  { language = 'en', translated = false }: { language?: ShopLanguage; translated?: boolean } = {},
): Promise<number> {
  if ((await prisma.menuItem.count()) > 0) return 0;
  const [dishes, groups, shop, translations] = await Promise.all([
    readSeed<SeedDish[]>('dishes.json'),
    readSeed<SeedOptionGroup[]>('option-groups.json'),
    readSeed<SeedShop>('shop.json'),
    translated ? readSeed<SeedTranslations>('translations.json') : {},
  ]);
  // The shop's own words in the menu's rows; with `translated`, the others beside them.
  const own = seedWords(translations, language);
  const others = (translated ? otherLanguages(language) : []).map((other) => ({
    language: other,
    words: seedWords(translations, other),
  }));
  const choiceIds = groups.map((group) => group.choices.map(() => randomUUID()));
  const groupIds = new Map(groups.map((group) => [group.slug, randomUUID()]));
  const dishIds = dishes.map(() => randomUUID());
  // One createdAt per dish, in the seed's order, so that the menu's default order is the seed's.
  const start = Date.now() - dishes.length * 1000;
  return prisma.$transaction(async (tx) => {
    // Instances starting at once seed one menu between them.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('seed the menu'))`;
    if ((await tx.menuItem.count()) > 0) return 0;
    await tx.optionGroup.createMany({
      data: groups.map((group) => ({
        id: groupIds.get(group.slug),
        name: own.group(group),
        minChoices: group.minChoices,
        maxChoices: group.maxChoices,
        allowRepeats: group.allowRepeats,
      })),
    });
    await tx.optionChoice.createMany({
      data: groups.flatMap((group, groupIndex) =>
        group.choices.map((choice, position) => ({
          id: choiceIds[groupIndex]![position],
          groupId: groupIds.get(group.slug)!,
          position,
          name: own.choice(group, choice.name),
          priceCents: choice.priceCents,
          isDefault: choice.default ?? false,
          soldOut: choice.soldOut ?? false,
          allergens: choice.allergens ?? [],
          mayContain: choice.mayContain ?? [],
          kcal: choice.kcal ?? null,
        })),
      ),
    });
    const { count } = await tx.menuItem.createMany({
      data: dishes.map((dish, index) => ({
        id: dishIds[index],
        ...own.dish(dish),
        category: dish.category,
        priceCents: dish.priceCents,
        prepMinutes: dish.prepMinutes,
        allergens: dish.allergens,
        mayContain: dish.mayContain,
        diets: storedDiets(dish.diets),
        kcal: dish.kcal ?? null,
        image: `${SEED_IMAGES_PATH}/${dish.image}`,
        createdAt: new Date(start + index * 1000),
        ...(dish.hours
          ? { servedFrom: minutesOfClockTime(dish.hours.from), servedUntil: minutesOfClockTime(dish.hours.to) }
          : {}),
      })),
    });
    await tx.menuItemOptionGroup.createMany({
      data: dishes.flatMap((dish, index) =>
        (dish.optionGroups ?? []).map((slug, position) => {
          const groupId = groupIds.get(slug);
          if (!groupId)
            throw new Error(
              `dishes.json: ${dish.slug} names the option group ${slug}, which option-groups.json lacks.`,
            );
          return { menuItemId: dishIds[index]!, groupId, position };
        }),
      ),
    });
    await tx.deliveryZone.createMany({
      data: shop.deliveryZones.map(({ center, postcodes = [], ...zone }) => ({
        ...zone,
        postcodes,
        centerLatitude: center?.latitude,
        centerLongitude: center?.longitude,
      })),
    });
    await tx.promoCode.createMany({ data: shop.promoCodes });
    const categories = await tx.category.findMany();
    for (const { key, name } of categories)
      await tx.category.update({ where: { key }, data: { name: own.category(key, name) } });
    for (const { language: other, words } of others) {
      await tx.categoryTranslation.createMany({
        data: categories.map(({ key, name }) => ({
          categoryKey: key,
          language: other,
          name: words.category(key, name),
        })),
      });
      await tx.menuItemTranslation.createMany({
        data: dishes.map((dish, index) => ({ menuItemId: dishIds[index]!, language: other, ...words.dish(dish) })),
      });
      await tx.optionGroupTranslation.createMany({
        data: groups.map((group) => ({
          groupId: groupIds.get(group.slug)!,
          language: other,
          name: words.group(group),
        })),
      });
      await tx.optionChoiceTranslation.createMany({
        data: groups.flatMap((group, groupIndex) =>
          group.choices.map((choice, position) => ({
            choiceId: choiceIds[groupIndex]![position]!,
            language: other,
            name: words.choice(group, choice.name),
          })),
        ),
      });
    }
    return count;
  });
}
