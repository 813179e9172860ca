import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES } from '@/lib/i18n/languages';
import linguiConfig from '../../lingui.config';

const po = formatter();

async function messagesOf(area: string, language: string) {
  const file = path.join(import.meta.dirname, language, `${area}.po`);
  const catalogue = await po.parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  });
  return Object.values(catalogue).filter((message) => !message.obsolete);
}

/** The names a message fills in (`{name}`, `{count, plural, …}`), which a translation must keep. */
const placeholders = (message: string) =>
  [...new Set([...message.matchAll(/\{(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

const areas = (linguiConfig.catalogs ?? []).map((catalog) => catalog.path.split('/').pop() ?? '');

/** The source files that write messages (tests, stories and fixtures aside). */
const filesWithMessages = () => {
  const src = path.join(import.meta.dirname, '..');
  return readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        /\.tsx?$/.test(file) &&
        !/\.(test|stories)\.tsx?$|(^|\/)(test|testing|generated)\//.test(file),
    )
    .filter((file) => {
      const code = readFileSync(path.join(src, file), 'utf8');
      return (
        /@lingui\/(core|react)\/macro/.test(code) &&
        /\b(t|msg)`|<(Trans|Plural)\b|\b(msg|plural)\(/.test(code)
      );
    })
    .map((file) => `src/${file}`);
};

describe('the shipped catalogues', () => {
  it("hold every source file's messages: a file no catalogue takes would show ids in the built shop", () => {
    const origins = new Set(
      areas.flatMap((area) =>
        [
          ...readFileSync(path.join(import.meta.dirname, 'en', `${area}.po`), 'utf8').matchAll(
            /^#: (.+)$/gm,
          ),
        ].flatMap((match) => match[1].split(' ')),
      ),
    );
    expect(filesWithMessages().filter((file) => !origins.has(file))).toEqual([]);
  });

  it('are the languages the switcher offers', () => {
    expect([...(linguiConfig.locales ?? [])].sort()).toEqual([...SHIPPED_LANGUAGES].sort());
  });

  for (const area of areas) {
    for (const language of SHIPPED_LANGUAGES.filter((language) => language !== 'en')) {
      it(`translate every ${area} message into ${language}, keeping its placeholders`, async () => {
        const english = await messagesOf(area, 'en');
        const translated = new Map(
          (await messagesOf(area, language)).map((message) => [
            message.message,
            message.translation,
          ]),
        );
        const untranslated = english
          .map((message) => message.message ?? '')
          .filter((message) => !translated.get(message));
        expect(untranslated, `${language}/${area}.po lacks these`).toEqual([]);
        const changed = english
          .map((message) => message.message ?? '')
          .filter(
            (message) =>
              placeholders(message).join() !== placeholders(translated.get(message) ?? '').join(),
          );
        expect(
          changed,
          `${language}/${area}.po fills in other names than English in these`,
        ).toEqual([]);
      });
    }
  }
});
