import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  Menu,
  MenuItem as SchemaMenuItem,
  MenuSection,
  RestrictedDiet,
  WithContext,
} from 'schema-dts';
import type { Diet, MenuCategory, MenuItem } from '@/api/generated/model';
import { dishAvailability } from '@/lib/menu/dish-availability';
import { currencyDecimals, shopCurrency } from '@/lib/money';
import { SHOP_NAME } from '@/lib/shop';
import { absoluteUrl } from '@/lib/site-url';
import { menuId, restaurantId } from './ids';

interface MenuFacts {
  origin: string;
  /** The dishes on the menu, in the kitchen's order. */
  dishes: MenuItem[];
  /** A category's name as guests read it: "Pizza", "Drinks". */
  sectionName: (category: MenuCategory) => string;
  /** The page's language. The interface's if left out. */
  i18n?: I18n;
}

/** "12.95", "1200": schema.org's price is a plain decimal, its currency said apart. */
const priceText = (amount: number) => amount.toFixed(currencyDecimals());

/** schema.org's RestrictedDiet for each diet it names; it has none for dairy-free. */
const SCHEMA_DIETS: Partial<Record<Diet, RestrictedDiet>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  'gluten-free': 'https://schema.org/GlutenFreeDiet',
  halal: 'https://schema.org/HalalDiet',
  kosher: 'https://schema.org/KosherDiet',
};

function menuItem(origin: string, dish: MenuItem): SchemaMenuItem {
  const availability = dishAvailability(dish);
  const soldOut = !availability.orderable && availability.label === 'Sold out';
  const diets = dish.diets.flatMap((diet) => SCHEMA_DIETS[diet] ?? []);
  return {
    '@type': 'MenuItem',
    name: dish.name,
    description: dish.recipe,
    ...(dish.image ? { image: absoluteUrl(origin, dish.image) } : {}),
    ...(diets.length > 0 ? { suitableForDiet: diets } : {}),
    ...(dish.kcal !== undefined
      ? { nutrition: { '@type': 'NutritionInformation', calories: `${dish.kcal} calories` } }
      : {}),
    offers: {
      '@type': 'Offer',
      price: priceText(dish.price),
      priceCurrency: shopCurrency(),
      availability: soldOut ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
    },
  };
}

/** The menu as schema.org describes one: a section per category, in the order the kitchen lists them. */
export function menuSchema({
  origin,
  dishes,
  sectionName,
  i18n = globalI18n,
}: MenuFacts): WithContext<Menu> {
  const categories = [...new Set(dishes.map((dish) => dish.category))];
  const sections: MenuSection[] = categories.map((category) => ({
    '@type': 'MenuSection',
    name: sectionName(category),
    hasMenuItem: dishes
      .filter((dish) => dish.category === category)
      .map((dish) => menuItem(origin, dish)),
  }));
  const shopName = SHOP_NAME;
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': menuId(origin),
    name: i18n._(msg`${shopName} menu`),
    url: absoluteUrl(origin, '/menu'),
    provider: { '@id': restaurantId(origin) },
    hasMenuSection: sections,
  };
}
