import { toStoredChoices } from './stored-choices';

const large = '11111111-1111-4111-8111-111111111111';
const olives = '22222222-2222-4222-8222-222222222222';

describe('the choices a cart line keeps', () => {
  it('make one key whatever order they were chosen in, so that the same choices are one line', () => {
    const one = toStoredChoices([
      { choiceId: olives, quantity: 2 },
      { choiceId: large, quantity: 1 },
    ]);
    const other = toStoredChoices([
      { choiceId: large, quantity: 1 },
      { choiceId: olives, quantity: 2 },
    ]);
    expect(one).toEqual(other);
    expect(one.choices).toEqual([
      { choiceId: large, quantity: 1 },
      { choiceId: olives, quantity: 2 },
    ]);
  });

  it('make different keys for different choices or times, and the empty key for none', () => {
    const keys = [
      [{ choiceId: large, quantity: 1 }],
      [{ choiceId: large, quantity: 2 }],
      [{ choiceId: olives, quantity: 1 }],
      [],
    ].map((choices) => toStoredChoices(choices).choiceKey);
    expect(new Set(keys).size).toBe(4);
    expect(keys[3]).toBe('');
  });
});
