/** A cell of a report's CSV: text, or a number written with a dot, as every spreadsheet reads it. */
export type CsvValue = string | number;

/** A CSV cell: quoted when it must be, and never a formula a spreadsheet would run. */
function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@]/.test(value) && !/^-?\d/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * A table as CSV text a spreadsheet opens as it is: the byte order mark that says UTF-8, a header row, rows ended by
 * CRLF, numbers with a dot (the shop's amounts in its currency's units), text quoted only when it must be.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** Saves CSV text as a file the browser downloads, with the byte order mark a spreadsheet reads as UTF-8. */
export function downloadCsv(text: string, name: string) {
  const link = document.createElement('a');
  const marked = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  link.href = URL.createObjectURL(new Blob([marked], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}
