import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localesDir, repoRoot } from '../../paths';
import { type CatalogueName, catalogueFile, emailWords } from './catalogue-words';
import { SHOP_LANGUAGES, type ShopLanguage } from './languages';
import { listOf, said, sentences } from './said';

type Entry = { message?: string; translation?: string };

function catalogue(name: CatalogueName, language: ShopLanguage): Entry[] {
  const file = catalogueFile(name, language);
  const parsed = formatter().parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.values(parsed as Record<string, Entry>);
}

type Token = string | [string, string?, (Record<string, Token[] | string> | string)?];

/** The names a message fills in, in its branches too, which a translation must keep. */
function placeholders(message: string): string {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      names.add(token[0]);
      const branches = token[2];
      if (typeof branches !== 'object') continue;
      for (const branch of Object.values(branches)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compileMessage(message) as Token[]);
  return [...names].sort().join();
}

describe("the backend's words", () => {
  it('are written in every language the interface speaks', () => {
    const interfaceLanguages = readdirSync(path.join(repoRoot, 'frontend', 'src', 'locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...SHOP_LANGUAGES].sort()).toEqual(interfaceLanguages.sort());
    for (const language of SHOP_LANGUAGES)
      expect(readdirSync(path.join(localesDir, language)).sort()).toEqual(['answers.po', 'emails.po']);
  });

  for (const name of ['emails', 'answers'] as const) {
    for (const language of SHOP_LANGUAGES.filter((language) => language !== 'en')) {
      it(`of the ${name} are all translated into ${language}, each filling in the names the English does`, () => {
        const english = catalogue(name, 'en').map((entry) => entry.message!);
        const translated = new Map(catalogue(name, language).map((entry) => [entry.message, entry.translation]));
        expect(english.filter((message) => !translated.get(message))).toEqual([]);
        expect(english.filter((message) => placeholders(message) !== placeholders(translated.get(message)!))).toEqual(
          [],
        );
      });
    }
  }

  it('that the API answers with are all in its catalogue, and none is made from pieces', () => {
    // The source is read by the TypeScript compiler in a process of its own (test/answer-messages.mts).
    const found = JSON.parse(
      execFileSync(process.execPath, [path.join(repoRoot, 'backend', 'test', 'answer-messages.mts'), '--json'], {
        encoding: 'utf8',
      }),
    ) as { messages: Record<string, string[]>; problems: string[] };
    expect(found.problems).toEqual([]);
    const english = catalogue('answers', 'en').map((entry) => entry.message);
    // `npm run messages -w backend` writes the catalogues afresh from the source.
    expect(english.sort()).toEqual(Object.keys(found.messages).sort());
  });

  it('fill in plurals and values as the language says them', () => {
    const table = '{size, plural, one {a table for # on {time}} other {a table for # on {time}}}';
    expect(emailWords('fr')(table, { size: 1, time: 'mardi' })).toBe('une table pour 1 personne le mardi');
    expect(emailWords('de')(table, { size: 4, time: 'Dienstag' })).toBe('einen Tisch für 4 Personen am Dienstag');
    expect(emailWords('en')('Hello {name},', { name: 'Ada' })).toBe('Hello Ada,');
  });

  it('write an answer in its language, words within words and lists too', () => {
    const soldOut = said('{choice} is sold out', { choice: 'Oat milk' });
    const problem = said('{problems}: choose something else.', { problems: listOf([soldOut, 'Pizza']) });
    expect(problem.message).toBe('Oat milk is sold out and Pizza: choose something else.');
    expect(problem.in('fr')).toMatch(/^Oat milk .+ et Pizza/);
    const two = sentences([said('This promo code has been used up.'), said('Sign in to continue.')]);
    expect(two.in('de')).toBe(
      `${said('This promo code has been used up.').in('de')} ${said('Sign in to continue.').in('de')}`,
    );
    expect(two.in('de')).not.toContain('promo code');
  });
});
