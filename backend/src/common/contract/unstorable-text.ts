import type { Problem } from './contract';

const DEEPEST_NAMED = 16;

const NUL = 'must not contain NUL characters';
const LONE_SURROGATE =
  'must be well-formed Unicode text: a lone surrogate (\\ud800 to \\udfff) stands for no character';

/** What is wrong with a string PostgreSQL cannot store: a NUL character, or (in its JSON) a lone surrogate. */
const textProblem = (text: string) =>
  text.includes('\u0000') ? NUL : text.isWellFormed() ? undefined : LONE_SURROGATE;

/**
 * Finds text PostgreSQL cannot store in any string or key of a request part: a NUL character (text cannot hold
 * one) or a lone surrogate (its JSON refuses `\ud800`, and its text would hold a replacement character instead).
 */
export function unstorableTextProblem(value: unknown, location: string): Problem | undefined {
  // A stack, not recursion: a body may nest tens of thousands of levels deep.
  const stack: [unknown, string, number][] = [[value, `/${location}`, 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      const message = textProblem(current);
      if (message) return { path, message };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const named = key.replaceAll('\u0000', '\\u0000').toWellFormed();
        const childPath = depth < DEEPEST_NAMED ? `${path}/${named}` : path;
        const message = textProblem(key);
        if (message) return { path: childPath, message };
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return undefined;
}
