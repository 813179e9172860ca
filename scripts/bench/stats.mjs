// Small figures helpers shared by the benchmark's parts.

/** The q-quantile (0..1) of a list of numbers, nearest rank. */
export function quantile(values, q) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

export const ms = (value) => (Number.isFinite(value) ? `${value < 10 ? value.toFixed(1) : Math.round(value)} ms` : '–');
export const perSecond = (value) =>
  Number.isFinite(value) ? `${value < 100 ? value.toFixed(1) : Math.round(value)}/s` : '–';
export const seconds = (millis) => (Number.isFinite(millis) ? `${(millis / 1000).toFixed(1)} s` : '–');
export const percent = (ratio) => (Number.isFinite(ratio) ? `${Math.round(ratio * 100)} %` : '–');

/** A Markdown table, so that the output can be pasted into BENCHMARKS.md as it is. */
export function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  return [line(headers), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
