import fc from 'fast-check';
import { choice, dish, group } from './dish-fixtures';
import { priceLine } from './selection';

const now = new Date('2026-07-01T12:00:00Z');
const size = group('Pizza size', 1, 1, [
  choice('10-inch', 0, { isDefault: true }),
  choice('12-inch', 300),
  choice('14-inch', 600),
]);
const toppings = group(
  'Toppings',
  0,
  5,
  [choice('mozzarella', 150), choice('olives', 100), choice('truffle', 250, { soldOut: true })],
  true,
);
const remove = group('Remove', 0, 2, [choice('no onions'), choice('no pickles'), choice('no cheese')]);
const pizza = dish([size, toppings]);

const problemsOf = (choices: { choiceId: string; quantity?: number }[] | undefined, of = pizza) =>
  priceLine(of, choices, now, 'UTC').problems.map(({ kind, path }) => `${kind} ${path}`);

describe('choices for a dish', () => {
  it('come with the dish’s defaults when none are said, and none when an empty list is', () => {
    expect(priceLine(pizza, undefined, now, 'UTC')).toMatchObject({
      choices: [{ choiceId: '10-inch', quantity: 1 }],
      problems: [],
    });
    expect(problemsOf([])).toEqual(['rule /body/choices']);
    expect(priceLine(dish([remove]), [], now, 'UTC')).toEqual({ choices: [], unitPriceCents: 1200, problems: [] });
  });

  it('meet a group’s minimum and maximum, each repeat counted', () => {
    expect(problemsOf([{ choiceId: '12-inch' }])).toEqual([]);
    expect(problemsOf([{ choiceId: '12-inch' }, { choiceId: '14-inch' }])).toEqual(['rule /body/choices']);
    expect(problemsOf([{ choiceId: '10-inch' }, { choiceId: 'mozzarella', quantity: 5 }])).toEqual([]);
    expect(
      problemsOf([
        { choiceId: '10-inch' },
        { choiceId: 'mozzarella', quantity: 4 },
        { choiceId: 'olives', quantity: 2 },
      ]),
    ).toEqual(['rule /body/choices']);
    expect(priceLine(pizza, [], now, 'UTC').problems[0]!.message).toEqual('Pizza size: choose 1 (0 chosen)');
    expect(problemsOf([{ choiceId: 'no onions' }, { choiceId: 'no pickles' }], dish([remove]))).toEqual([]);
    expect(
      priceLine(
        dish([remove]),
        [{ choiceId: 'no onions' }, { choiceId: 'no pickles' }, { choiceId: 'no cheese' }],
        now,
        'UTC',
      ).problems,
    ).toEqual([{ kind: 'rule', path: '/body/choices', message: 'Remove: choose up to 2 (3 chosen)' }]);
    const atLeastTwo = group('Sides', 2, 3, [choice('fries'), choice('salad'), choice('slaw')]);
    expect(problemsOf([{ choiceId: 'fries' }], dish([atLeastTwo]))).toEqual(['rule /body/choices']);
    expect(priceLine(dish([atLeastTwo]), [{ choiceId: 'fries' }], now, 'UTC').problems[0]!.message).toEqual(
      'Sides: choose 2 to 3 (1 chosen)',
    );
    expect(problemsOf([{ choiceId: 'fries' }, { choiceId: 'salad' }], dish([atLeastTwo]))).toEqual([]);
  });

  it('repeat a choice only in a group that allows it, summing a choice said twice', () => {
    expect(problemsOf([{ choiceId: '12-inch', quantity: 2 }])).toEqual([
      'rule /body/choices/0/quantity',
      'rule /body/choices',
    ]);
    expect(problemsOf([{ choiceId: '12-inch' }, { choiceId: '12-inch' }])).toEqual([
      'rule /body/choices/1',
      'rule /body/choices',
    ]);
    expect(
      priceLine(pizza, [{ choiceId: '12-inch' }, { choiceId: '12-inch' }], now, 'UTC').problems[0]!.message,
    ).toEqual('Pizza size: 12-inch at most once');
    const twice = priceLine(
      pizza,
      [{ choiceId: 'olives' }, { choiceId: '10-inch' }, { choiceId: 'olives', quantity: 2 }],
      now,
      'UTC',
    );
    expect(twice.problems).toEqual([]);
    expect(twice.choices).toEqual([
      { choiceId: '10-inch', group: 'Pizza size', name: '10-inch', priceCents: 0, quantity: 1 },
      { choiceId: 'olives', group: 'Toppings', name: 'olives', priceCents: 100, quantity: 3 },
    ]);
  });

  it('belong to one of the dish’s own groups', () => {
    expect(problemsOf([{ choiceId: '10-inch' }, { choiceId: 'no onions' }])).toEqual(['not-offered /body/choices/1']);
    expect(
      priceLine(pizza, [{ choiceId: 'no onions' }, { choiceId: '10-inch' }], now, 'UTC').problems[0]!.message,
    ).toEqual('is not a choice of Margherita Pizza');
  });

  it('are taken at least once', () => {
    expect(problemsOf([{ choiceId: '10-inch', quantity: 0 }])).toEqual([
      'rule /body/choices/0/quantity',
      'rule /body/choices',
    ]);
  });

  it('are not sold out now', () => {
    expect(priceLine(pizza, [{ choiceId: '10-inch' }, { choiceId: 'truffle' }], now, 'UTC').problems).toEqual([
      { kind: 'sold-out', path: '/body/choices/1', message: 'truffle is sold out' },
    ]);
    const untilTomorrow = dish([
      group('Toppings', 0, 5, [choice('basil', 50, { soldOut: true, soldOutUntil: new Date(now.getTime() + 1) })]),
    ]);
    expect(priceLine(untilTomorrow, [{ choiceId: 'basil' }], now, 'UTC').problems[0]!.message).toEqual(
      'basil is sold out until tomorrow',
    );
    const backAlready = dish([group('Toppings', 0, 5, [choice('basil', 50, { soldOut: true, soldOutUntil: now })])]);
    expect(priceLine(backAlready, [{ choiceId: 'basil' }], now, 'UTC').problems).toEqual([]);
  });

  it('are judged on a dish that can be ordered now', () => {
    expect(problemsOf(undefined, dish([size], { soldOut: true }))).toEqual(['unavailable /body/menuItemId']);
    expect(problemsOf(undefined, dish([size], { servedFrom: 11 * 60, servedUntil: 12 * 60 }))).toEqual([
      'unavailable /body/menuItemId',
    ]);
    expect(problemsOf(undefined, dish([size], { servedFrom: 12 * 60, servedUntil: 13 * 60 }))).toEqual([]);
  });

  it('are at most 50 different ones in one line', () => {
    const many = Array.from({ length: 51 }, (_, i) => choice(`c${i}`));
    expect(
      problemsOf(
        many.slice(0, 50).map((c) => ({ choiceId: c.id })),
        dish([group('All', 0, 51, many)]),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        many.map((c) => ({ choiceId: c.id })),
        dish([group('All', 0, 51, many)]),
      ),
    ).toEqual(['rule /body/choices']);
  });

  it('price one dish as the dish plus each choice times the times it is taken', () => {
    const line = priceLine(
      pizza,
      [{ choiceId: 'mozzarella', quantity: 2 }, { choiceId: '14-inch' }, { choiceId: 'olives' }],
      now,
      'UTC',
    );
    expect(line.unitPriceCents).toBe(1200 + 600 + 2 * 150 + 100);
    expect(line.choices.map((c) => c.choiceId)).toEqual(['14-inch', 'mozzarella', 'olives']);
  });

  it('never price a dish below its own price, and always in whole cents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ index: fc.nat(2), quantity: fc.integer({ min: 1, max: 5 }) }), { maxLength: 6 }),
        (picks) => {
          const line = priceLine(
            pizza,
            [
              { choiceId: '10-inch' },
              ...picks.map(({ index, quantity }) => ({ choiceId: toppings.choices[index]!.id, quantity })),
            ],
            now,
            'UTC',
          );
          const expected =
            1200 + picks.reduce((sum, { index, quantity }) => sum + toppings.choices[index]!.priceCents * quantity, 0);
          return (
            line.unitPriceCents === expected && Number.isInteger(line.unitPriceCents) && line.unitPriceCents >= 1200
          );
        },
      ),
    );
  });
});
