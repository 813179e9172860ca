import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/** Source files whose words are not the shop's: tests, stories, fixtures and generated code. */
const notTheShopsWords = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  '**/test/**',
  '**/testing/**',
  '**/api/generated/**',
];

/**
 * The interface's words, English first (the source), each shipped language a catalogue of its own (ADR 9). The
 * dashboard's words are a catalogue apart: a customer's page never loads them.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'fr', 'de'],
  // A message a language lacks shows in English rather than as its id (and `lingui compile --strict` refuses it).
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/dashboard',
      include: ['<rootDir>/src/features/admin', '<rootDir>/src/routes/dashboard'],
      exclude: notTheShopsWords,
    },
    {
      path: '<rootDir>/src/locales/{locale}/shop',
      include: ['<rootDir>/src'],
      exclude: [...notTheShopsWords, '**/features/admin/**', '**/routes/dashboard/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
