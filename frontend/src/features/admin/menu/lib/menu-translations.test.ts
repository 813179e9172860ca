import { describe, expect, it } from 'vitest';
import type { MenuTranslations } from '@/api/generated/model';
import { translationFields, translationsUpdate } from './menu-translations';

const german: MenuTranslations = {
  language: 'de',
  categories: [{ key: 'pizza', name: 'Pizza', translation: { name: 'Pizzen' } }],
  dishes: [
    {
      _id: 'd1',
      name: 'Margherita Pizza',
      recipe: 'Tomato, mozzarella, basil.',
      translation: { name: 'Pizza Margherita', recipe: null },
    },
    {
      _id: 'd2',
      name: 'Caesar Salad',
      recipe: 'Romaine.',
      translation: { name: null, recipe: null },
    },
  ],
  optionGroups: [
    {
      _id: 'g1',
      name: 'Pizza size',
      translation: { name: null },
      choices: [
        { _id: 'c1', name: 'Small', translation: { name: 'Klein' } },
        { _id: 'c2', name: 'Large', translation: { name: null } },
      ],
    },
  ],
};

describe('the menu translations form', () => {
  it('shows each word’s translation, empty where there is none yet', () => {
    expect(translationFields(german)).toEqual({
      'dish:d1:name': 'Pizza Margherita',
      'dish:d1:recipe': '',
      'dish:d2:name': '',
      'dish:d2:recipe': '',
      'group:g1': '',
      'choice:c1': 'Klein',
      'choice:c2': '',
      'category:pizza': 'Pizzen',
    });
  });

  it('sends only the words changed, trimmed, with null for a word taken away', () => {
    const before = translationFields(german);
    const after = {
      ...before,
      'dish:d1:recipe': ' Tomaten, Mozzarella, Basilikum. ',
      'dish:d2:name': '   ',
      'choice:c1': '',
      'choice:c2': 'Groß',
      'category:pizza': 'Pizzen ',
    };
    const { update, fieldAt } = translationsUpdate(german, before, after);
    expect(update).toEqual({
      dishes: [{ _id: 'd1', recipe: 'Tomaten, Mozzarella, Basilikum.' }],
      choices: [
        { _id: 'c1', name: null },
        { _id: 'c2', name: 'Groß' },
      ],
    });
    // The server's refusal of the second choice lands on its field.
    expect(fieldAt.get('/body/choices/1')).toBe('choice:c2');
    expect(translationsUpdate(german, before, before).update).toEqual({});
  });
});
