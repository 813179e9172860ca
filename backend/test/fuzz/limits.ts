import type { Schema } from './schema-values';

const DAYS = [
  '1000-01-01',
  '9999-12-31',
  '2024-02-29',
  '0000-01-01',
  '0999-12-31',
  '-000001-01-01',
  '275760-09-13',
  '+275760-09-13',
  '2025-02-29',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-1-1',
  '2026-11-24T00:00:00Z',
  '2026-11-24\u0000',
];

const ADDRESSES = [
  'a@b.co',
  `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
  `${'a'.repeat(65)}@example.com`,
  `${'a'.repeat(64)}@${'b'.repeat(186)}.com`,
  'ADA@EXAMPLE.COM',
  'a@b',
  '@',
  '"a b"@example.com',
  'josé@exämple.com',
  'a@[127.0.0.1]',
  '.a@example.com',
  'a..b@example.com',
];

const EVERYWHERE = ['', ' ', '\t', 'null', 'undefined', '%', '\u0000', 'x'.repeat(5000)];

/**
 * Values of a query parameter at its limits, and just past them: the smallest and largest it allows, the first
 * ones it does not, and the forms clients get wrong (empty, spaces, exponents, other calendars' days).
 */
export function extremeValues(schema: Schema, resolve: (s: unknown) => Schema): string[] {
  const s = resolve(schema);
  const values = [...EVERYWHERE];
  if (Array.isArray(s.enum)) {
    for (const value of s.enum as string[]) values.push(value, value.toUpperCase(), ` ${value}`, `${value} `);
  }
  if (s.type === 'integer' || s.type === 'number') {
    const min = (s.minimum as number | undefined) ?? -(2 ** 53);
    const max = (s.maximum as number | undefined) ?? 2 ** 53;
    values.push(...[min, min + 1, max - 1, max, min - 1, max + 1].map(String));
    values.push(
      '1.5',
      '1e3',
      '1e999',
      '-0',
      '0x10',
      '9'.repeat(40),
      'NaN',
      'Infinity',
      '-Infinity',
      '١',
      '1_000',
      ` ${max}`,
    );
  }
  if (s.format === 'date') values.push(...DAYS);
  if (s.format === 'email') values.push(...ADDRESSES);
  if (typeof s.maxLength === 'number') values.push('a'.repeat(s.maxLength), 'a'.repeat(s.maxLength + 1));
  return values;
}
