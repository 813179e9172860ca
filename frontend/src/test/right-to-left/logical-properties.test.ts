import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.join(import.meta.dirname, '../..');

/** What fixes a side of the screen where the layout means a side of the text: it does not mirror in Arabic. */
const PHYSICAL_IN_CSS = [
  /\b(margin|padding|border)-(left|right)\b/,
  /\bborder-(top|bottom)-(left|right)-radius\b/,
  /(^|[\s;{])(left|right)\s*:/,
  /\b(text-align|float|clear)\s*:\s*(left|right)\b/,
];
const PHYSICAL_IN_TSX = [
  // Mantine's style props: ms, me, ps, pe, ta="start", and inset-inline in a style for left and right.
  /\s(ml|mr|pl|pr|left|right)=[{"']/,
  /\sta=["'{]+(left|right)\b/,
  /\b(margin|padding|border)(Left|Right)\w*\s*:/,
  /\bborder(Top|Bottom)(Left|Right)Radius\s*:/,
  // A style's `left: 10` or `right: `${x}%``, not a sentence's “on the right: …”.
  /(^|[\s{,])(left|right)\s*:\s*[-\d`'"]/,
  /\b(textAlign|float)\s*:\s*['"](left|right)['"]/,
];

/** The file's lines that break a rule, as `path:line: text`; comments say what they like. */
function physicalLines(pattern: string, rules: RegExp[]): string[] {
  return globSync(pattern, { cwd: src, exclude: ['api/generated/**'] }).flatMap((file) =>
    readFileSync(path.join(src, file), 'utf8')
      .split('\n')
      .map((line) => ({ line, text: line.replace(/\/\*.*?\*\/|^\s*(\/\/|\*|\/\*).*$/g, '') }))
      .flatMap(({ line, text }, index) =>
        rules.some((rule) => rule.test(text)) ? [`src/${file}:${index + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('the layout mirrors in a right-to-left language', () => {
  it('styles sides as the start and end of a line, never as left and right', () => {
    expect(physicalLines('**/*.css', PHYSICAL_IN_CSS)).toEqual([]);
  });

  it('gives components no left or right margins, paddings, borders, alignments or positions', () => {
    expect(physicalLines('**/*.tsx', PHYSICAL_IN_TSX)).toEqual([]);
  });
});
