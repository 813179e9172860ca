import { unstorableTextProblem } from './unstorable-text';

describe('unstorableTextProblem', () => {
  it('names where a lone surrogate hides: PostgreSQL’s JSON refuses it', () => {
    expect(unstorableTextProblem({ specialDays: [{ note: 'Closed \ud800' }] }, 'body')).toEqual({
      path: '/body/specialDays/0/note',
      message: 'must be well-formed Unicode text: a lone surrogate (\\ud800 to \\udfff) stands for no character',
    });
    expect(unstorableTextProblem({ ['\udc00']: 1 }, 'query')?.path).toBe('/query/\ufffd');
    // A pair is a character, and so is every emoji.
    expect(unstorableTextProblem({ note: 'Closed 🎄 \ud83c\udf84' }, 'body')).toBeUndefined();
  });

  it('names where a NUL character hides, in values and in keys', () => {
    expect(unstorableTextProblem({ name: 'Soup', lines: [{ note: 'a\u0000b' }] }, 'body')).toEqual({
      path: '/body/lines/0/note',
      message: 'must not contain NUL characters',
    });
    expect(unstorableTextProblem({ 'x\u0000': 1 }, 'query')?.path).toBe('/query/x\\u0000');
    expect(unstorableTextProblem('\u0000', 'body')?.path).toBe('/body');
  });

  it('finds nothing in clean input, however deep it nests', () => {
    expect(
      unstorableTextProblem({ name: "'; DROP TABLE users; --", price: 5, ok: true, none: null }, 'body'),
    ).toBeUndefined();
    const deep = JSON.parse(`${'['.repeat(100_000)}"x"${']'.repeat(100_000)}`) as unknown;
    expect(unstorableTextProblem(deep, 'body')).toBeUndefined();
  });
});
