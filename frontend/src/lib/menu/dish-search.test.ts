import { describe, expect, it } from 'vitest';
import { findDishes } from './dish-search';

const dishes = [
  { name: 'Margherita Pizza', recipe: 'Tomato, mozzarella and basil.', category: 'pizza' },
  { name: 'Crème Brûlée', recipe: 'Vanilla custard under burnt sugar.', category: 'dessert' },
  { name: 'Greek Village Salad', recipe: 'Tomato, cucumber, feta and olives.', category: 'salad' },
  { name: 'Lemonade', recipe: 'Lemons, sugar and sparkling water.', category: 'drinks' },
] as const;

const names = (found: readonly { name: string }[]) => found.map((dish) => dish.name);

describe('the search of the menu and of the dashboard', () => {
  it('finds a dish by its name, whatever the letter case', () => {
    expect(names(findDishes(dishes, 'PIZZA'))).toEqual(['Margherita Pizza']);
  });

  it('finds a dish by what its recipe holds', () => {
    expect(names(findDishes(dishes, 'tomato'))).toEqual([
      'Margherita Pizza',
      'Greek Village Salad',
    ]);
    expect(names(findDishes(dishes, 'feta'))).toEqual(['Greek Village Salad']);
  });

  it('finds the dishes of a category', () => {
    expect(names(findDishes(dishes, 'drinks'))).toEqual(['Lemonade']);
    expect(names(findDishes(dishes, 'Dessert'))).toEqual(['Crème Brûlée']);
  });

  it('wants every word, wherever each is found', () => {
    expect(names(findDishes(dishes, ' tomato  salad '))).toEqual(['Greek Village Salad']);
    expect(names(findDishes(dishes, 'sugar water'))).toEqual(['Lemonade']);
    expect(findDishes(dishes, 'tomato sushi')).toEqual([]);
  });

  it('reads past accents, either way', () => {
    expect(names(findDishes(dishes, 'creme brulee'))).toEqual(['Crème Brûlée']);
    expect(names(findDishes(dishes, 'crème'))).toEqual(['Crème Brûlée']);
  });

  it('keeps every dish when nothing is searched for', () => {
    expect(findDishes(dishes, undefined)).toHaveLength(dishes.length);
    expect(findDishes(dishes, '   ')).toHaveLength(dishes.length);
  });
});
