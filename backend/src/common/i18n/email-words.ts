import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type I18n, setupI18n } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { localesDir } from '../../paths';
import type { ShopLanguage } from './languages';

/** Fills in a message of the e-mails' catalogue (its English words, ICU MessageFormat) in one language. */
export type Words = (message: string, values?: Record<string, unknown>) => string;

/**
 * The e-mails' catalogue of one language: `backend/locales/<language>/emails.po`, English words as message ids
 * (English, the source, leaves its translations empty).
 */
function catalogueOf(language: ShopLanguage): Map<string, string> {
  const file = path.join(localesDir, language, 'emails.po');
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

/** Messages asked for that a catalogue lacks, by language: the e-mails' tests fail on any. */
export const missingWords = new Set<string>();

const made = new Map<ShopLanguage, Words>();

/** The e-mails' words in a language, its catalogue read and compiled once. */
export function emailWords(language: ShopLanguage): Words {
  let words = made.get(language);
  if (!words) {
    const catalogue = catalogueOf(language);
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
      if (!catalogue.has(message)) missingWords.add(`${language}: ${message}`);
      return i18n._(message, values);
    };
    made.set(language, words);
  }
  return words;
}
