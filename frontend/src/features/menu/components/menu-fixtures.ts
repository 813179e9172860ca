import type { MenuItem, MenuCategory } from '../../../api/generated/model';

const plateColours: Record<MenuCategory, [string, string]> = {
  salad: ['#7cb342', '#dcedc8'],
  pizza: ['#e65100', '#ffe0b2'],
  soup: ['#f9a825', '#fff9c4'],
  dessert: ['#ad1457', '#fce4ec'],
  drinks: ['#00838f', '#e0f7fa'],
  popular: ['#c62828', '#ffebee'],
};

/** A drawn picture of a dish, so stories need no image server. */
const picture = (category: MenuCategory): string => {
  const [food, table] = plateColours[category];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${table}"/><circle cx="200" cy="150" r="100" fill="#fff"/><circle cx="200" cy="150" r="68" fill="${food}"/><circle cx="178" cy="132" r="12" fill="${table}"/><circle cx="224" cy="166" r="9" fill="${table}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};

const dish = (
  index: number,
  name: string,
  category: MenuCategory,
  price: number,
  recipe: string,
): MenuItem => ({
  _id: `5d1c2b3a-0000-4000-8000-${String(index).padStart(12, '0')}`,
  name,
  category,
  price,
  recipe,
  image: picture(category),
});

export const sampleDishes: MenuItem[] = [
  dish(1, 'Margherita Pizza', 'pizza', 14.5, 'San Marzano tomato, fior di latte, fresh basil.'),
  dish(2, 'Caesar Salad', 'salad', 9, 'Romaine hearts, parmesan, croutons, anchovy dressing.'),
  dish(3, 'Roasted Tomato Soup', 'soup', 7.25, 'Slow-roasted tomatoes, sweet onion, cream.'),
  dish(4, 'Chocolate Lava Cake', 'dessert', 8.5, 'Dark chocolate with a molten heart.'),
  dish(5, 'Fresh Mint Lemonade', 'drinks', 4, 'Squeezed lemons, garden mint, cane sugar.'),
  dish(6, 'Spicy Noodles', 'popular', 18, 'Hand-pulled noodles, chili oil, spring onion.'),
  dish(7, 'Greek Salad', 'salad', 10.5, 'Tomato, cucumber, olives and feta.'),
  dish(8, 'Tiramisu', 'dessert', 7, 'Espresso-soaked savoiardi, mascarpone, cocoa.'),
];
