import { type OptionGroupAsSent as Input, ruleProblems } from './option-group-rule';

const choices = (count: number, defaults = 0): Input['choices'] =>
  Array.from({ length: count }, (_, i) => ({ name: `Choice ${i}`, price: 0, default: i < defaults }));
const paths = (group: Input, own: string[] = []) => ruleProblems(group, new Set(own)).map((problem) => problem.path);

describe('the rule of an option group an administrator saves', () => {
  it('has a minimum no larger than its maximum', () => {
    expect(paths({ name: 'Sides', minChoices: 2, maxChoices: 2, choices: choices(2) })).toEqual([]);
    expect(paths({ name: 'Sides', minChoices: 3, maxChoices: 2, choices: choices(3) })).toEqual(['/body/minChoices']);
  });

  it('without repeats, asks for no more choices than it offers', () => {
    expect(paths({ name: 'Size', minChoices: 3, maxChoices: 3, choices: choices(3) })).toEqual([]);
    expect(paths({ name: 'Size', minChoices: 4, maxChoices: 4, choices: choices(3) })).toEqual([
      '/body/minChoices',
      '/body/maxChoices',
    ]);
    expect(paths({ name: 'Size', minChoices: 0, maxChoices: 4, choices: choices(3) })).toEqual(['/body/maxChoices']);
  });

  it('with repeats, may ask for more choices than it offers', () => {
    expect(paths({ name: 'Toppings', minChoices: 0, maxChoices: 5, allowRepeats: true, choices: choices(2) })).toEqual(
      [],
    );
  });

  it('has no more defaults than may be chosen', () => {
    expect(paths({ name: 'Remove', minChoices: 0, maxChoices: 2, choices: choices(3, 2) })).toEqual([]);
    expect(paths({ name: 'Remove', minChoices: 0, maxChoices: 2, choices: choices(3, 3) })).toEqual(['/body/choices']);
  });

  it('keeps only choices of its own, each once', () => {
    const own = '11111111-1111-4111-8111-111111111111';
    const other = '22222222-2222-4222-8222-222222222222';
    const kept = (id: string) => ({ _id: id, name: 'Large', price: 1 });
    expect(paths({ name: 'Size', minChoices: 1, maxChoices: 1, choices: [kept(own)] }, [own])).toEqual([]);
    expect(paths({ name: 'Size', minChoices: 1, maxChoices: 1, choices: [kept(other)] }, [own])).toEqual([
      '/body/choices/0/_id',
    ]);
    expect(paths({ name: 'Size', minChoices: 1, maxChoices: 2, choices: [kept(own), kept(own)] }, [own])).toEqual([
      '/body/choices/1/_id',
    ]);
  });
});
