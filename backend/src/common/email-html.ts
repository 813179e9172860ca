/** The pieces every e-mail of the shop is made of: HTML that escapes what people typed, times, and styles. */

import { madeOncePerKey } from './made-once';

/** HTML made here: the `html` tag inserts it as it is, and escapes anything else. */
class Html {
  constructor(readonly value: string) {}
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function insert(value: unknown): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(insert).join('');
  if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
  if (value === null || value === undefined || value === false) return '';
  throw new TypeError(`cannot put a ${typeof value} into an e-mail`);
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  return new Html(
    strings.reduce((out, part, index) => out + part + (index < values.length ? insert(values[index]) : ''), ''),
  );
}

const dateTimeFormat = madeOncePerKey((key: string) => {
  const [timeZone, language] = key.split(' ') as [string, string];
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
});

/**
 * "Tuesday 24 November, 19:30" in the shop's time zone, as the e-mail's language writes it: "mardi 24 novembre à
 * 19:30", "Dienstag, 24. November um 19:30".
 */
export function when(date: Date, timeZone: string, language = 'en'): string {
  const format = dateTimeFormat(`${timeZone} ${language}`);
  if (language !== 'en') return format.format(date);
  const parts = Object.fromEntries(format.formatToParts(date).map((part) => [part.type, part.value])) as Record<
    string,
    string
  >;
  return `${parts.weekday} ${parts.day} ${parts.month}, ${parts.hour}:${parts.minute}`;
}

export const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;';
export const CELL = `${FONT}font-size:15px;line-height:22px;`;

/**
 * The frame every e-mail of the shop shares: a page with one white card, centred and at most 600 px wide, on a grey
 * ground, and what stands under the card (a footer line).
 */
export function emailPage(title: string, card: Html, below: Html | '' = ''): string {
  return html`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
</head>
<body style="margin:0;padding:0;background-color:#f4f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f5f7;">
  <tr>
    <td align="center" style="padding:24px 12px;">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
${card}
      </table>
${below}
    </td>
  </tr>
</table>
</body>
</html>
`.value;
}
