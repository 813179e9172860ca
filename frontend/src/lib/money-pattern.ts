/**
 * How a locale writes amounts of a currency, read once from `Intl` and then followed without it. A phone's first
 * `Intl` formatter starts ICU, which costs it 45–60 ms under Lighthouse's slowdown (any later one 6–10 ms): the
 * server reads the pattern with its own formatter and sends it with the page, and the page writes its prices from
 * it. The same pattern on both sides also writes the same text, whatever ICU each has.
 */
export interface MoneyPattern {
  /** The parts before and after the digits of a positive amount ("$", or " €" after them). */
  positive: [before: Intl.NumberFormatPart[], after: Intl.NumberFormatPart[]];
  /** The same for a negative amount, its minus sign among them ("-$"). */
  negative: [before: Intl.NumberFormatPart[], after: Intl.NumberFormatPart[]];
  /** The locale's ten digits, from zero: "0123456789", "٠١٢٣٤٥٦٧٨٩". */
  digits: string;
  /** The digits after the decimal separator: 2 for USD, 0 for JPY, 3 for KWD. */
  fraction: number;
  decimal: string;
  group: string;
  /** The last group's size (3) and the others' (3; 2 in India's 12,34,567); 0 when the locale does not group. */
  groups: [last: number, others: number];
  /** How many digits the integer must have beyond the last group before it is grouped: 1, or 2 in 1234 € (es). */
  minimumGrouping: number;
}

const NUMBER_PARTS = new Set<string>(['integer', 'group', 'decimal', 'fraction']);

/** The parts before the first digit and after the last, and the number's own parts between. */
function split(parts: Intl.NumberFormatPart[]) {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.findLastIndex((part) => NUMBER_PARTS.has(part.type));
  return {
    before: parts.slice(0, first),
    number: parts.slice(first, last + 1),
    after: parts.slice(last + 1),
  };
}

/** The sizes of an integer's groups, the last first: 1,234,567,890 gives [3, 3, 3, 1]. */
const groupSizes = (parts: Intl.NumberFormatPart[]) =>
  split(parts)
    .number.filter((part) => part.type === 'integer')
    .map((part) => part.value.length)
    .reverse();

/** Reads the pattern a currency formatter follows, from the parts it writes for a few amounts. */
export function moneyPattern(format: Intl.NumberFormat): MoneyPattern {
  const positive = split(format.formatToParts(1));
  const negative = split(format.formatToParts(-1));
  const digits = Array.from({ length: 10 }, (_, digit) =>
    format
      .formatToParts(digit)
      .filter((part) => part.type === 'integer')
      .map((part) => part.value)
      .join(''),
  ).join('');
  const long = format.formatToParts(1_234_567_890.5);
  const sizes = groupSizes(long);
  const groups: [number, number] = sizes.length > 1 ? [sizes[0], sizes[1]] : [0, 0];
  let minimumGrouping = 1;
  if (groups[0] > 0)
    while (
      minimumGrouping < 4 &&
      groupSizes(format.formatToParts(10 ** (groups[0] + minimumGrouping - 1))).length === 1
    )
      minimumGrouping += 1;
  return {
    positive: [positive.before, positive.after],
    negative: [negative.before, negative.after],
    digits,
    fraction: format.resolvedOptions().maximumFractionDigits ?? 2,
    decimal: long.find((part) => part.type === 'decimal')?.value ?? '.',
    group: long.find((part) => part.type === 'group')?.value ?? ',',
    groups,
    minimumGrouping,
  };
}

/** Whether the pattern can write `amount` as `Intl` would: every finite amount (NaN and ∞ are left to `Intl`). */
export const patternWrites = (amount: number): boolean => Number.isFinite(amount);

/**
 * An amount's digits before and after the point, rounded as `Intl` rounds: half away from zero, on the shortest
 * decimal that reads back as the amount (1.005 is 1.01, though the double is 1.00499…), which `toExponential` writes.
 */
function rounded(amount: number, fraction: number): { integer: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = Math.abs(amount).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const kept = Number(exponent) + 1 + fraction;
  const roundsUp = kept >= 0 && (digits[kept] ?? '0') >= '5';
  const units =
    BigInt(kept > 0 ? digits.slice(0, kept).padEnd(kept, '0') : '0') + (roundsUp ? 1n : 0n);
  const written = units.toString().padStart(fraction + 1, '0');
  return {
    integer: written.slice(0, written.length - fraction),
    fraction: written.slice(written.length - fraction),
  };
}

/** The integer's digits in the groups the locale writes, in order: 12,34,567 in India. */
function grouped(integer: string, pattern: MoneyPattern): string[] {
  const [last, others] = pattern.groups;
  if (last === 0 || integer.length < last + pattern.minimumGrouping) return [integer];
  const groups = [integer.slice(-last)];
  let rest = integer.slice(0, -last);
  while (rest.length > others) {
    groups.unshift(rest.slice(-others));
    rest = rest.slice(0, -others);
  }
  groups.unshift(rest);
  return groups;
}

/** An amount in its parts, as the formatter the pattern was read from writes it (see `patternWrites`). */
export function partsFromPattern(pattern: MoneyPattern, amount: number): Intl.NumberFormatPart[] {
  // -0 and amounts that round to zero keep their sign, as Intl writes them (-$0.00).
  const negative = amount < 0 || Object.is(amount, -0);
  const { integer, fraction } = rounded(amount, pattern.fraction);
  const localDigits = (text: string) =>
    pattern.digits === '0123456789'
      ? text
      : text.replace(/[0-9]/g, (digit) => pattern.digits[Number(digit)]);
  const [before, after] = negative ? pattern.negative : pattern.positive;
  const number: Intl.NumberFormatPart[] = [];
  grouped(integer, pattern).forEach((group, index) => {
    if (index > 0) number.push({ type: 'group', value: pattern.group });
    number.push({ type: 'integer', value: localDigits(group) });
  });
  if (pattern.fraction > 0)
    number.push(
      { type: 'decimal', value: pattern.decimal },
      { type: 'fraction', value: localDigits(fraction) },
    );
  return [...before, ...number, ...after];
}
