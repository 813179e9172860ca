import { readFileSync } from 'node:fs';
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

describe('the shipped catalogues', () => {
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
