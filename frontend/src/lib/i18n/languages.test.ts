import { describe, expect, it } from 'vitest';
import { SHIPPED_LANGUAGES, writingDirection } from './languages';

describe('the direction a language is written in', () => {
  it('runs from right to left in Arabic, Hebrew, Persian and Urdu, whatever their region', () => {
    expect(['ar', 'he', 'fa', 'ur', 'ar-EG', 'he-IL'].map(writingDirection)).toEqual(
      Array(6).fill('rtl'),
    );
  });

  it('runs from left to right in every language the shop ships, and in others', () => {
    expect([...SHIPPED_LANGUAGES, 'fr-CA', 'es', 'ja'].map(writingDirection)).toEqual(
      Array(SHIPPED_LANGUAGES.length + 3).fill('ltr'),
    );
  });
});
