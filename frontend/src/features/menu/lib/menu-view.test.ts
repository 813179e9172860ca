import { describe, expect, it } from 'vitest';
import type { MenuCategory, MenuItem } from '@/api/generated/model';
import { type MenuSearch, parseMenuSearch, shownTab, withNeeds } from './menu-search';
import {
  filterByCategory,
  filterByNeeds,
  MENU_PAGE_SIZE,
  paginateDishes,
  selectMenuPage,
  sortDishes,
} from './menu-view';

const dish = (name: string, category: MenuCategory, price: number): MenuItem => ({
  _id: name.toLowerCase().replace(/\W+/g, '-'),
  name,
  category,
  price,
  recipe: `${name}, made fresh.`,
  image: `/menu-images/${name}.webp`,
  optionGroups: [],
  prepMinutes: 12,
  allergens: [],
  mayContain: [],
  diets: [],
  available: true,
});

const kitchen: MenuItem[] = [
  dish('Margherita Pizza', 'pizza', 14.5),
  dish('caesar Salad', 'salad', 9),
  dish('Tomato Soup', 'soup', 7.25),
  dish('Tiramisu', 'dessert', 7),
  dish('Lemonade', 'drinks', 4),
  dish('Spicy Noodles', 'popular', 18),
  dish('Diavola Pizza', 'pizza', 16.95),
  dish('Greek Salad', 'salad', 9),
];

const names = (dishes: MenuItem[]) => dishes.map((d) => d.name);

const numberedDishes = (count: number) =>
  Array.from({ length: count }, (_, i) => dish(`Dish ${i + 1}`, 'salad', i + 1));

describe('the category tabs', () => {
  it("'all' keeps every dish, the popular ones too, in the kitchen's order", () => {
    expect(names(filterByCategory(kitchen, 'all'))).toEqual(names(kitchen));
  });

  it('a category keeps only its own dishes', () => {
    expect(names(filterByCategory(kitchen, 'pizza'))).toEqual([
      'Margherita Pizza',
      'Diavola Pizza',
    ]);
    expect(names(filterByCategory(kitchen, 'soup'))).toEqual(['Tomato Soup']);
  });
});

describe('the search', () => {
  it('narrows the tab to the dishes whose name, recipe or category hold every word', () => {
    const view = (q: string, category: MenuSearch['category'] = 'all') =>
      names(selectMenuPage(kitchen, { category, sort: 'default', page: 1, q }).dishes);
    expect(view('PIZZA')).toEqual(['Margherita Pizza', 'Diavola Pizza']);
    expect(view(' salad  greek ')).toEqual(['Greek Salad']);
    expect(view('fresh tiramisu')).toEqual(['Tiramisu']);
    expect(view('drinks')).toEqual(['Lemonade']);
    expect(view('fresh', 'soup')).toEqual(['Tomato Soup']);
  });
});

describe('the sort', () => {
  it("default keeps the kitchen's order and leaves the list as it was", () => {
    const copy = [...kitchen];
    expect(names(sortDishes(kitchen, 'default'))).toEqual(names(copy));
    sortDishes(kitchen, 'high-low');
    expect(names(kitchen)).toEqual(names(copy));
  });

  it('A-Z and Z-A sort by name, ignoring the letter case', () => {
    expect(names(sortDishes(kitchen, 'a-z')).slice(0, 3)).toEqual([
      'caesar Salad',
      'Diavola Pizza',
      'Greek Salad',
    ]);
    expect(names(sortDishes(kitchen, 'z-a')).slice(0, 3)).toEqual([
      'Tomato Soup',
      'Tiramisu',
      'Spicy Noodles',
    ]);
  });

  it("Low to High and High to Low sort by price; equal prices keep the kitchen's order", () => {
    expect(sortDishes(kitchen, 'low-high').map((d) => d.price)).toEqual([
      4, 7, 7.25, 9, 9, 14.5, 16.95, 18,
    ]);
    expect(names(sortDishes(kitchen, 'low-high')).slice(3, 5)).toEqual([
      'caesar Salad',
      'Greek Salad',
    ]);
    expect(names(sortDishes(kitchen, 'high-low')).slice(0, 2)).toEqual([
      'Spicy Noodles',
      'Diavola Pizza',
    ]);
    expect(names(sortDishes(kitchen, 'high-low')).slice(3, 5)).toEqual([
      'caesar Salad',
      'Greek Salad',
    ]);
  });

  it('sorts by the base price, whatever the choices would add', () => {
    const large = {
      _id: 'large',
      name: 'Large',
      price: 20,
      default: false,
      allergens: [],
      mayContain: [],
    };
    const pizza = {
      ...dish('Pizza', 'pizza', 10),
      optionGroups: [
        {
          _id: 'size',
          name: 'Size',
          minChoices: 1,
          maxChoices: 1,
          allowRepeats: false,
          choices: [large],
        },
      ],
    };
    const salad = dish('Salad', 'salad', 12);
    expect(names(sortDishes([salad, pizza], 'low-high'))).toEqual(['Pizza', 'Salad']);
  });
});

describe('the pages', () => {
  it('are eight dishes long', () => {
    expect(MENU_PAGE_SIZE).toBe(8);
    const first = paginateDishes(numberedDishes(20), 1);
    expect(first).toMatchObject({ page: 1, pageCount: 3, total: 20, from: 1, to: 8 });
    expect(names(first.dishes)).toEqual(names(numberedDishes(8)));
  });

  it('end with what is left', () => {
    const last = paginateDishes(numberedDishes(20), 3);
    expect(last).toMatchObject({ page: 3, pageCount: 3, from: 17, to: 20 });
    expect(names(last.dishes)).toEqual(['Dish 17', 'Dish 18', 'Dish 19', 'Dish 20']);
  });

  it('show the last page when asked for one past the end', () => {
    expect(paginateDishes(numberedDishes(20), 9)).toMatchObject({ page: 3, from: 17, to: 20 });
  });

  it('are one empty page when nothing matches', () => {
    expect(paginateDishes([], 1)).toEqual({
      dishes: [],
      page: 1,
      pageCount: 1,
      total: 0,
      from: 0,
      to: 0,
    });
  });

  it('are one page for exactly eight dishes', () => {
    expect(paginateDishes(numberedDishes(8), 2)).toMatchObject({ page: 1, pageCount: 1, to: 8 });
  });
});

describe('a view of the menu', () => {
  it('filters, sorts, then pages', () => {
    const view = selectMenuPage(kitchen, parseMenuSearch({ category: 'pizza', sort: 'high-low' }));
    expect(names(view.dishes)).toEqual(['Diavola Pizza', 'Margherita Pizza']);
    expect(view.pageCount).toBe(1);
  });
});

describe('the menu address', () => {
  it('reads a shared link', () => {
    expect(parseMenuSearch({ category: 'pizza', sort: 'high-low', page: 2, q: 'diavola' })).toEqual(
      {
        category: 'pizza',
        sort: 'high-low',
        page: 2,
        q: 'diavola',
      },
    );
  });

  it('falls back to the defaults for anything missing or malformed, never failing', () => {
    const defaults = { category: 'all', sort: 'default', page: 1, q: undefined };
    expect(parseMenuSearch({})).toEqual(defaults);
    expect(parseMenuSearch(undefined)).toEqual(defaults);
    expect(
      parseMenuSearch({ category: 'Popular!', sort: 'random', page: 'two', q: 'x'.repeat(500) }),
    ).toEqual(defaults);
    expect(parseMenuSearch({ page: -1 })).toMatchObject({ page: 1 });
    expect(parseMenuSearch({ page: 2.5 })).toMatchObject({ page: 1 });
    expect(parseMenuSearch({ category: ['pizza'] })).toMatchObject({ category: 'all' });
    // Any key a category may have is kept: the shop's categories say whether it is one of theirs.
    expect(parseMenuSearch({ category: 'popular' })).toMatchObject({ category: 'popular' });
    expect(shownTab('brunch', [{ key: 'pizza' }])).toBe('all');
    expect(shownTab('brunch', [{ key: 'brunch' }])).toBe('brunch');
    expect(shownTab('brunch', undefined)).toBe('brunch');
  });
});

describe('the menu by dietary needs', () => {
  const labelled: MenuItem[] = [
    {
      ...dish('Margherita Pizza', 'pizza', 14.5),
      allergens: ['gluten', 'milk'],
      diets: ['vegetarian'],
    },
    { ...dish('Vegan Bowl', 'salad', 11), diets: ['vegan', 'vegetarian', 'gluten-free'] },
    { ...dish('Satay Noodles', 'popular', 13), allergens: ['gluten', 'peanuts', 'soya'] },
    {
      ...dish('Carrot Cake', 'dessert', 6),
      allergens: ['eggs', 'gluten', 'milk'],
      mayContain: ['peanuts'],
      diets: ['vegetarian'],
    },
  ];

  it('keeps the dishes that suit every diet asked for', () => {
    expect(names(filterByNeeds(labelled, ['vegetarian'], []))).toEqual([
      'Margherita Pizza',
      'Vegan Bowl',
      'Carrot Cake',
    ]);
    expect(names(filterByNeeds(labelled, ['vegetarian', 'gluten-free'], []))).toEqual([
      'Vegan Bowl',
    ]);
  });

  it('leaves out a dish that contains an allergen to avoid, or may contain traces of it', () => {
    expect(names(filterByNeeds(labelled, [], ['peanuts']))).toEqual([
      'Margherita Pizza',
      'Vegan Bowl',
    ]);
    expect(names(filterByNeeds(labelled, [], ['peanuts', 'milk']))).toEqual(['Vegan Bowl']);
    expect(names(filterByNeeds(labelled, [], []))).toEqual(names(labelled));
  });

  it('narrows the tab, the search and the pages alike', () => {
    const view = selectMenuPage(labelled, parseMenuSearch({ diet: 'vegetarian', without: 'milk' }));
    expect(names(view.dishes)).toEqual(['Vegan Bowl']);
    expect(view.total).toBe(1);
  });

  it('writes the needs in the address once each, in a fixed order, and reads a form sent without script', () => {
    const search = withNeeds(
      parseMenuSearch({ page: 3 }),
      ['vegan', 'halal', 'vegan'],
      ['milk', 'peanuts'],
    );
    expect(search).toMatchObject({ diet: 'vegan,halal', without: 'milk,peanuts', page: 1 });
    expect(parseMenuSearch({ without: ['peanuts', 'celery'], diet: 'vegan' })).toMatchObject({
      without: 'celery,peanuts',
      diet: 'vegan',
    });
    expect(parseMenuSearch({ without: 'peanuts,arsenic', diet: ['paleo'] })).toMatchObject({
      without: 'peanuts',
      diet: undefined,
    });
    expect(withNeeds(search, [], [])).toMatchObject({ diet: undefined, without: undefined });
  });
});
