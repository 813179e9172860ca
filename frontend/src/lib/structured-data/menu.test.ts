import { describe, expect, it } from 'vitest';
import type { MenuItem } from '@/api/generated/model';
import { menuSchema } from './menu';

const dish = (name: string, extra: Partial<MenuItem> = {}): MenuItem => ({
  _id: `5d1c2b3a-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
  name,
  category: 'soup',
  price: 7,
  recipe: `${name}, made this morning.`,
  image: '/menu-images/soup.webp',
  optionGroups: [],
  prepMinutes: 10,
  available: true,
  allergens: [],
  mayContain: [],
  diets: [],
  ...extra,
});

const origin = 'https://foodi.example';
const sectionName = (category: string) => category.toUpperCase();

describe('the menu search engines read', () => {
  it('has a section per category in the order the kitchen lists them, each dish with its price and picture', () => {
    const menu = menuSchema({
      origin,
      sectionName,
      dishes: [
        dish('Minestrone', { price: 12.95 }),
        dish('Tiramisu', {
          category: 'dessert',
          price: 7,
          image: 'https://cdn.example/tiramisu.webp',
        }),
        dish('Clam Chowder', { price: 9.5 }),
      ],
    });

    expect(menu).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Menu',
      '@id': `${origin}/menu#menu`,
      url: `${origin}/menu`,
      provider: { '@id': `${origin}/#restaurant` },
    });
    expect(menu).toMatchObject({
      hasMenuSection: [
        {
          '@type': 'MenuSection',
          name: 'SOUP',
          hasMenuItem: [
            {
              '@type': 'MenuItem',
              name: 'Minestrone',
              description: 'Minestrone, made this morning.',
              image: `${origin}/menu-images/soup.webp`,
              offers: {
                '@type': 'Offer',
                price: '12.95',
                priceCurrency: 'USD',
                availability: 'https://schema.org/InStock',
              },
            },
            { name: 'Clam Chowder', offers: { price: '9.50' } },
          ],
        },
        {
          '@type': 'MenuSection',
          name: 'DESSERT',
          hasMenuItem: [{ image: 'https://cdn.example/tiramisu.webp', offers: { price: '7.00' } }],
        },
      ],
    });
  });

  it('says the diets a dish suits in schema.org’s words and its energy, and nothing it does not know', () => {
    const menu = menuSchema({
      origin,
      sectionName,
      dishes: [
        dish('Vegan Bowl', { diets: ['vegan', 'vegetarian', 'dairy-free'], kcal: 540 }),
        dish('Minestrone'),
      ],
    });
    const [section] = menu.hasMenuSection as unknown as { hasMenuItem: object[] }[];
    const [bowl, minestrone] = section.hasMenuItem;
    expect(bowl).toMatchObject({
      suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/VegetarianDiet'],
      nutrition: { '@type': 'NutritionInformation', calories: '540 calories' },
    });
    expect(minestrone).not.toHaveProperty('suitableForDiet');
    expect(minestrone).not.toHaveProperty('nutrition');
  });

  it('says a sold-out dish is out of stock, and one served at other hours still in stock', () => {
    const menu = menuSchema({
      origin,
      sectionName,
      dishes: [
        dish('Brownie', {
          soldOut: { until: null },
          available: false,
          unavailableReason: 'Sold out',
        }),
        dish('Breakfast soup', {
          available: false,
          unavailableReason: 'Served from 7:00 AM to 11:00 AM',
        }),
      ],
    });

    expect(menu).toMatchObject({
      hasMenuSection: [
        {
          hasMenuItem: [
            { name: 'Brownie', offers: { availability: 'https://schema.org/OutOfStock' } },
            { name: 'Breakfast soup', offers: { availability: 'https://schema.org/InStock' } },
          ],
        },
      ],
    });
  });
});
