import type { MenuCategory, MenuItem } from '../../../api/generated/model';

const dish = (
  index: number,
  name: string,
  category: MenuCategory,
  price: number,
  recipe: string,
  picture: string,
): MenuItem => ({
  _id: `5d1c2b3a-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name,
  category,
  price,
  recipe,
  image: `/menu-images/${picture}.webp`,
});

/** A small menu in the kitchen's own order: twelve dishes, so a second page exists. */
export const sampleDishes: MenuItem[] = [
  dish(
    1,
    'Margherita Pizza',
    'pizza',
    14.5,
    'San Marzano tomato, fior di latte, fresh basil.',
    'margherita-pizza',
  ),
  dish(
    2,
    'Caesar Salad',
    'salad',
    9,
    'Romaine hearts, parmesan, croutons, anchovy dressing.',
    'classic-caesar-salad',
  ),
  dish(
    3,
    'Roasted Tomato Soup',
    'soup',
    7.25,
    'Slow-roasted tomatoes, sweet onion, cream.',
    'roasted-tomato-soup',
  ),
  dish(
    4,
    'Chocolate Brownie',
    'dessert',
    8.5,
    'Dark chocolate with a molten heart.',
    'warm-chocolate-brownie',
  ),
  dish(
    5,
    'Fresh Mint Lemonade',
    'drinks',
    4,
    'Squeezed lemons, garden mint, cane sugar.',
    'fresh-mint-lemonade',
  ),
  dish(
    6,
    'Spicy Noodles',
    'popular',
    18,
    'Hand-pulled noodles, chili oil, spring onion.',
    'tonkotsu-ramen',
  ),
  dish(
    7,
    'Greek Salad',
    'salad',
    10.5,
    'Tomato, cucumber, olives and feta.',
    'greek-village-salad',
  ),
  dish(8, 'Tiramisu', 'dessert', 7, 'Espresso-soaked savoiardi, mascarpone, cocoa.', 'tiramisu'),
  dish(9, 'Diavola Pizza', 'pizza', 16.95, 'Spicy salami, chili, mozzarella.', 'diavola-pizza'),
  dish(10, 'Funghi Pizza', 'pizza', 15.95, 'Wild mushrooms, thyme, mozzarella.', 'funghi-pizza'),
  dish(11, 'Cappuccino', 'drinks', 3.95, 'Double espresso under silky milk foam.', 'cappuccino'),
  dish(
    12,
    'Grilled Rib-Eye Steak',
    'popular',
    31.5,
    'Dry-aged rib-eye with herb butter.',
    'grilled-ribeye-steak',
  ),
];

export const dishNamed = (name: string): MenuItem => {
  const found = sampleDishes.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`No sample dish is named ${name}`);
  return found;
};
