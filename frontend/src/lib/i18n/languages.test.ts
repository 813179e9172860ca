import { describe, expect, it } from 'vitest';
import { markThePagesLanguage, SHIPPED_LANGUAGES, writingDirection } from './languages';

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

describe("the page's language", () => {
  /** The attributes of `<html>` written while `mark` runs, as a MutationObserver records them. */
  function written(mark: (page: HTMLElement) => void, page: HTMLElement): string[] {
    const observer = new MutationObserver(() => {});
    observer.observe(page, { attributes: true });
    mark(page);
    const records = observer.takeRecords();
    observer.disconnect();
    return records.map(
      (record) => `${record.attributeName}=${page.getAttribute(record.attributeName!)}`,
    );
  }

  it('is left as it is when the page already says it, as the server renders it', () => {
    const page = document.createElement('html');
    page.lang = 'fr';
    page.dir = 'ltr';
    expect(written((it) => markThePagesLanguage(it, 'fr'), page)).toEqual([]);
  });

  it('is written with its direction when it changes, and only what changes', () => {
    const page = document.createElement('html');
    page.lang = 'en';
    page.dir = 'ltr';
    expect(written((it) => markThePagesLanguage(it, 'ar'), page)).toEqual(['lang=ar', 'dir=rtl']);
    expect(written((it) => markThePagesLanguage(it, 'he'), page)).toEqual(['lang=he']);
    expect(written((it) => markThePagesLanguage(it, 'de'), page)).toEqual(['lang=de', 'dir=ltr']);
  });
});
