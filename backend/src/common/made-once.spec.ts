import { madeOncePerKey } from './made-once';

describe('madeOncePerKey', () => {
  it('makes a thing once per key and answers the same one after', () => {
    const made: string[] = [];
    const greeting = madeOncePerKey((name: string) => {
      made.push(name);
      return { text: `Hello ${name}` };
    });
    const first = greeting('Ada');
    expect(greeting('Ada')).toBe(first);
    expect(greeting('Bob')).toEqual({ text: 'Hello Bob' });
    expect(made).toEqual(['Ada', 'Bob']);
  });
});
