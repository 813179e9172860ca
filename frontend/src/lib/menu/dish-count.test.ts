import { setupI18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n/catalogues';
import { countNumberFormatters } from '@/test/number-formatters';
import { formatDishCount } from './dish-count';

afterEach(() => vi.unstubAllGlobals());

describe('a number of dishes', () => {
  it.each([
    ['en', [1, 4], ['1 dish', '4 dishes']],
    ['fr', [1, 4], ['1 plat', '4 plats']],
    ['de', [1, 4], ['1 Gericht', '4 Gerichte']],
  ] as const)('is said in %s without making a number formatter', async (language, counts, said) => {
    const i18n = setupI18n();
    await activateLanguage(i18n, language);
    const made = countNumberFormatters();
    expect(counts.map((count) => formatDishCount(count, i18n))).toEqual(said);
    // Lingui formats a plural's # with Intl, and made a formatter for every plural before the patch in patches/.
    expect(made).not.toHaveBeenCalled();
  });
});
