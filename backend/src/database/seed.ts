import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MenuCategory, PrismaClient } from '../generated/prisma/client';
import { seedDir } from '../paths';

interface SeedDish {
  slug: string;
  name: string;
  category: MenuCategory;
  priceCents: number;
  recipe: string;
  image: string;
}

/** The URL path the seed pictures are served at. */
export const SEED_IMAGES_PATH = '/menu-images';

async function readSeedDishes(): Promise<SeedDish[]> {
  return JSON.parse(await readFile(path.join(seedDir, 'dishes.json'), 'utf8')) as SeedDish[];
}

/** Fills an empty menu with the seed dishes; a menu that has any dish is left as it is. */
export async function seedMenu(prisma: PrismaClient): Promise<number> {
  if ((await prisma.menuItem.count()) > 0) return 0;
  const dishes = await readSeedDishes();
  // One createdAt per dish, in the seed's order, so that the menu's default order is the seed's.
  const start = Date.now() - dishes.length * 1000;
  const { count } = await prisma.menuItem.createMany({
    data: dishes.map((dish, index) => ({
      name: dish.name,
      category: dish.category,
      priceCents: dish.priceCents,
      recipe: dish.recipe,
      image: `${SEED_IMAGES_PATH}/${dish.image}`,
      createdAt: new Date(start + index * 1000),
    })),
  });
  return count;
}
