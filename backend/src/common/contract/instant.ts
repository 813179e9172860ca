import { fullFormats } from 'ajv-formats/dist/formats';

const FIELDS = /^(\d{4})-(\d\d)-(\d\d)[Tt ](\d\d):(\d\d):(\d\d)/;
const FOUR_DIGIT_YEAR = /^\d{4}-/;

const rfc3339DateTime = fullFormats['date-time'] as { validate: (text: string) => boolean };

/**
 * Whether a `date-time` names an instant a clock shows: RFC 3339's form, which JavaScript's `Date` reads as the
 * very calendar fields written, in the years 0000 to 9999. A leap second (23:59:60), which RFC 3339 allows and
 * `Date` cannot hold, is refused here rather than turned into an invalid date after a card was charged.
 */
export function isInstant(text: string): boolean {
  if (!rfc3339DateTime.validate(text)) return false;
  const at = Date.parse(text);
  if (Number.isNaN(at) || !FOUR_DIGIT_YEAR.test(new Date(at).toISOString())) return false;
  const [year, month, day, hour, minute, second] = FIELDS.exec(text)!.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const written = new Date(0);
  written.setUTCFullYear(year, month - 1, day);
  written.setUTCHours(hour, minute, second);
  return (
    written.getUTCFullYear() === year &&
    written.getUTCMonth() === month - 1 &&
    written.getUTCDate() === day &&
    written.getUTCHours() === hour &&
    written.getUTCMinutes() === minute &&
    written.getUTCSeconds() === second
  );
}
