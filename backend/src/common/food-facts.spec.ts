import { dietNames, inAnnexOrder, lineAllergens, storedDiets } from './food-facts';

describe('food facts', () => {
  it('list allergens once each, in the order of Annex II', () => {
    expect(inAnnexOrder(['sulphites', 'celery', 'milk', 'celery'])).toEqual(['celery', 'milk', 'sulphites']);
  });

  it('make a line contain what its dish and every chosen option contain, and trace only what it does not contain', () => {
    const dish = { allergens: ['gluten', 'milk'] as const, mayContain: ['nuts', 'sesame'] as const };
    const pesto = { allergens: ['nuts'] as const, mayContain: ['peanuts'] as const };
    const cheese = { allergens: ['milk'] as const, mayContain: [] };
    expect(lineAllergens(dish, [pesto, cheese])).toEqual({
      allergens: ['gluten', 'milk', 'nuts'],
      mayContain: ['peanuts', 'sesame'],
    });
    expect(lineAllergens(dish, [])).toEqual({ allergens: ['gluten', 'milk'], mayContain: ['nuts', 'sesame'] });
  });

  it('name diets as the contract does, and keep them as the database does', () => {
    expect(dietNames(['gluten_free', 'vegan'])).toEqual(['vegan', 'gluten-free']);
    expect(storedDiets(['dairy-free', 'vegetarian'])).toEqual(['vegetarian', 'dairy_free']);
  });
});
