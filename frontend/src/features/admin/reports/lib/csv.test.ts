import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe("a report's CSV", () => {
  it('opens in a spreadsheet as it is: UTF-8 marked, CRLF rows, dot decimals, quoted only when it must be', () => {
    expect(
      toCsv(
        ['Dish', 'Sold', 'Sales'],
        [
          ['Crème brûlée, "maison"', 3, 22.5],
          ['Tonkotsu Ramen', 1, 13],
        ],
      ),
    ).toBe('\uFEFFDish,Sold,Sales\r\n"Crème brûlée, ""maison""",3,22.5\r\nTonkotsu Ramen,1,13\r\n');
  });

  it('never lets a name become a formula, and keeps negative numbers numbers', () => {
    expect(toCsv(['Code'], [['=HYPERLINK("x")'], ['+SUM'], ['@me'], ['-10'], [-10]])).toBe(
      '\uFEFFCode\r\n"\'=HYPERLINK(""x"")"\r\n\'+SUM\r\n\'@me\r\n-10\r\n-10\r\n',
    );
  });
});
