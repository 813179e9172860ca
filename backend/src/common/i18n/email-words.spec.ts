import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { localesDir, repoRoot } from '../../paths';
import { emailWords } from './email-words';
import { SHOP_LANGUAGES } from './languages';

type Entry = { message?: string; translation?: string };

function catalogue(language: string): Entry[] {
  const file = path.join(localesDir, language, 'emails.po');
  const parsed = formatter().parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.values(parsed as Record<string, Entry>);
}

/** The names a message fills in, which a translation must keep. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort().join();

describe("the e-mails' words", () => {
  it('are written in every language the interface speaks', () => {
    const interfaceLanguages = readdirSync(path.join(repoRoot, 'frontend', 'src', 'locales'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect([...SHOP_LANGUAGES].sort()).toEqual(interfaceLanguages.sort());
  });

  for (const language of SHOP_LANGUAGES.filter((language) => language !== 'en')) {
    it(`are all translated into ${language}, each filling in the names the English does`, () => {
      const english = catalogue('en').map((entry) => entry.message!);
      const translated = new Map(catalogue(language).map((entry) => [entry.message, entry.translation]));
      expect(english.filter((message) => !translated.get(message))).toEqual([]);
      expect(english.filter((message) => placeholders(message) !== placeholders(translated.get(message)!))).toEqual([]);
    });
  }

  it('fill in plurals and values as the language says them', () => {
    const table = '{size, plural, one {a table for # on {time}} other {a table for # on {time}}}';
    expect(emailWords('fr')(table, { size: 1, time: 'mardi' })).toBe('une table pour 1 personne le mardi');
    expect(emailWords('de')(table, { size: 4, time: 'Dienstag' })).toBe('einen Tisch für 4 Personen am Dienstag');
    expect(emailWords('en')('Hello {name},', { name: 'Ada' })).toBe('Hello Ada,');
  });
});
