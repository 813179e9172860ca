// Control characters, and the marks that turn the text around it (U+202E can make "exe.txt" read "txt.exe").
const UNPRINTABLE = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]+/gu;
const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/**
 * A name as the shop stores it, whoever typed it: printable, one space between words, no space around it, and
 * at most `maxLength` characters (code points, as the contract and PostgreSQL count them) without cutting a
 * letter from its accents or an emoji in two. An empty answer means there was no name in it.
 */
export function cleanName(value: string | null | undefined, maxLength: number): string {
  const text = (value ?? '').toWellFormed().replace(UNPRINTABLE, ' ').replace(/\s+/gu, ' ').trim();
  let kept = '';
  let length = 0;
  for (const { segment } of graphemes.segment(text)) {
    length += [...segment].length;
    if (length > maxLength) break;
    kept += segment;
  }
  return kept.trim();
}
