import type { Problem } from './contract';

const DEEPEST_NAMED = 16;

/** Finds a NUL character in any string or key of a request part: PostgreSQL text cannot hold one. */
export function nulCharacterProblem(value: unknown, location: string): Problem | undefined {
  // A stack, not recursion: a body may nest tens of thousands of levels deep.
  const stack: [unknown, string, number][] = [[value, `/${location}`, 0]];
  while (stack.length > 0) {
    const [current, path, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) return { path, message: 'must not contain NUL characters' };
    } else if (current !== null && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = depth < DEEPEST_NAMED ? `${path}/${key.replaceAll('\u0000', '\\u0000')}` : path;
        if (key.includes('\u0000')) return { path: childPath, message: 'must not contain NUL characters' };
        stack.push([child, childPath, depth + 1]);
      }
    }
  }
  return undefined;
}
