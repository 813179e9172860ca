import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localesDir } from '../../paths';
import type { ShopLanguage } from './languages';

/** Fills in a message of a catalogue (its English words, ICU MessageFormat) in one language. */
export type Words = (message: string, values?: Record<string, unknown>) => string;

/**
 * The backend's catalogues, each `backend/locales/<language>/<name>.po` with English words as message ids (English,
 * the source, leaves its translations empty): the e-mails' words, and the words the API answers with (its error
 * messages and the reasons it gives).
 */
export type CatalogueName = 'emails' | 'answers';

export function catalogueFile(name: CatalogueName, language: ShopLanguage): string {
  return path.join(localesDir, language, `${name}.po`);
}

/** A catalogue's messages and their translations (a message itself where English or untranslated). */
function readCatalogue(name: CatalogueName, language: ShopLanguage): Map<string, string> {
  const file = catalogueFile(name, language);
  const parsed = formatter().parse(readFileSync(file, 'utf8'), {
    locale: language,
    sourceLocale: 'en',
    filename: file,
  }) as Record<string, { message?: string; translation?: string; obsolete?: boolean }>;
  return new Map(
    Object.values(parsed)
      .filter((entry) => entry.message && !entry.obsolete)
      .map((entry) => [entry.message!, entry.translation || entry.message!]),
  );
}

const read = new Map<string, Map<string, string>>();

/** Whether a catalogue has a message (its English words). */
export function hasMessage(name: CatalogueName, message: string): boolean {
  let english = read.get(name);
  if (!english) read.set(name, (english = readCatalogue(name, 'en')));
  return english.has(message);
}

/** Messages asked for that a catalogue lacks, as `<catalogue>/<language>: <message>`: the tests fail on any. */
export const missingWords = new Set<string>();

const made = new Map<string, Words>();

/** A catalogue's words in a language, read and compiled once. */
export function catalogueWords(name: CatalogueName, language: ShopLanguage): Words {
  const key = `${name}/${language}`;
  let words = made.get(key);
  if (!words) {
    const catalogue = readCatalogue(name, language);
    const i18n: I18n = setupI18n({
      locale: language,
      messages: {
        [language]: Object.fromEntries(
          [...catalogue].map(([message, translation]) => [message, compileMessage(translation)]),
        ),
      },
    });
    // A message a catalogue lacks still reads in English, its placeholders filled in.
    i18n.setMessagesCompiler(compileMessage);
    words = (message, values) => {
      if (!catalogue.has(message)) missingWords.add(`${key}: ${message}`);
      return i18n._(message, values);
    };
    made.set(key, words);
  }
  return words;
}

/** The e-mails' words in a language. */
export const emailWords = (language: ShopLanguage): Words => catalogueWords('emails', language);
