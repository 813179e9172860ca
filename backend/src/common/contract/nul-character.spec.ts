import { nulCharacterProblem } from './nul-character';

describe('nulCharacterProblem', () => {
  it('names where a NUL character hides, in values and in keys', () => {
    expect(nulCharacterProblem({ name: 'Soup', lines: [{ note: 'a\u0000b' }] }, 'body')).toEqual({
      path: '/body/lines/0/note',
      message: 'must not contain NUL characters',
    });
    expect(nulCharacterProblem({ 'x\u0000': 1 }, 'query')?.path).toBe('/query/x\\u0000');
    expect(nulCharacterProblem('\u0000', 'body')?.path).toBe('/body');
  });

  it('finds nothing in clean input, however deep it nests', () => {
    expect(
      nulCharacterProblem({ name: "'; DROP TABLE users; --", price: 5, ok: true, none: null }, 'body'),
    ).toBeUndefined();
    const deep = JSON.parse(`${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`) as unknown;
    expect(nulCharacterProblem(deep, 'body')).toBeUndefined();
  });
});
