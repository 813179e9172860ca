import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_BY_ENGLISH } from './arabic-words';

/** The storefront's messages: the public pages' and their parts' that come later (ADR 37). */
const shopMessages = ['shop', 'parts'].flatMap((area) =>
  readFileSync(path.join(import.meta.dirname, `../../locales/en/${area}.po`), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('msgid "'))
    .map((line) => JSON.parse(line.slice('msgid '.length)) as string),
);

/**
 * The names a message fills in (`{name}`, `{count, plural, …}`), and its elements (`<0>`), each once: a plural's cases
 * may name its count (`{count} dishes`) as often as the language has cases.
 */
const placeholders = (message: string) =>
  [
    ...new Set(
      [...message.matchAll(/\{(\w+)\s*[,}]|<(\d+)>/g)].map((match) => match[1] ?? match[2]),
    ),
  ].sort();

describe('the Arabic test catalogue', () => {
  it('translates messages the storefront shows, as their English source writes them', () => {
    expect(
      Object.keys(ARABIC_BY_ENGLISH).filter((english) => !shopMessages.includes(english)),
    ).toEqual([]);
  });

  it('keeps every placeholder and element of the English', () => {
    for (const [english, arabic] of Object.entries(ARABIC_BY_ENGLISH)) {
      expect(placeholders(arabic), english).toEqual(placeholders(english));
    }
  });
});
