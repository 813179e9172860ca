import { CELL, emailPage, FONT, html, when } from '../common/email-html';
import { emailWords, type Words } from '../common/i18n/catalogue-words';
import type { ShopLanguage } from '../common/i18n/languages';

/**
 * The e-mails a guest receives about a table booking: the link to confirm it (when booked without a confirmed
 * address), its confirmation, a change and a cancellation. One column, inline styles, escaped values, as the order
 * e-mails are.
 */
export type BookingEmailKind = 'confirm-link' | 'confirmed' | 'changed' | 'cancelled';

export interface BookingEmailFacts {
  kind: BookingEmailKind;
  reference: string;
  guestName: string;
  partySize: number;
  startsAt: Date;
  notes: string;
  shopName: string;
  timeZone: string;
  /** The language the guest booked in: the e-mail's words and dates. */
  language: ShopLanguage;
  /** The page that confirms (for `confirm-link`), shows, changes and cancels the booking. */
  manageUrl: string;
  confirmBy: Date | null;
}

interface Said {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string | null;
}

function said(facts: BookingEmailFacts, w: Words): Said {
  const at = (date: Date) => when(date, facts.timeZone, facts.language);
  const size = facts.partySize;
  const time = at(facts.startsAt);
  const table = w('{size, plural, one {a table for # on {time}} other {a table for # on {time}}}', { size, time });
  const subject = (what: string) =>
    w('{subject} (booking {reference}, {shopName})', {
      subject: what,
      reference: facts.reference,
      shopName: facts.shopName,
    });
  switch (facts.kind) {
    case 'confirm-link':
      return {
        subject: subject(w('Confirm your table')),
        heading: w('Confirm your table'),
        paragraphs: [
          w('We are holding {table} for you.', { table }),
          facts.confirmBy
            ? w('Please confirm it by {deadline} with the button below; after that the table goes to someone else.', {
                deadline: at(facts.confirmBy),
              })
            : w('Please confirm it with the button below.'),
        ],
        button: w('Confirm my booking'),
      };
    case 'confirmed':
      return {
        subject: subject(
          w('{size, plural, one {Your table for #: {time}} other {Your table for #: {time}}}', { size, time }),
        ),
        heading: w('Your table is booked'),
        paragraphs: [
          w('We look forward to seeing you: {table}.', { table }),
          w('The calendar entry is attached. Plans change? Change or cancel below.'),
        ],
        button: w('Change or cancel'),
      };
    case 'changed':
      return {
        subject: subject(w('Your booking is changed: {time}', { time })),
        heading: w('Your booking is changed'),
        paragraphs: [w('Your booking is now {table}.', { table }), w('The updated calendar entry is attached.')],
        button: w('See your booking'),
      };
    case 'cancelled':
      return {
        subject: subject(w('Your booking is cancelled')),
        heading: w('Your booking is cancelled'),
        paragraphs: [w('Your booking of {table} is cancelled. We hope to see you another time.', { table })],
        button: null,
      };
  }
}

export function renderBookingEmail(facts: BookingEmailFacts): { subject: string; html: string; text: string } {
  const w = emailWords(facts.language);
  const message = said(facts, w);
  const greeting = w('Hello {name},', { name: facts.guestName });
  const rows: [string, string][] = [
    [w('Booking'), facts.reference],
    [w('Party'), String(facts.partySize)],
    [w('When'), when(facts.startsAt, facts.timeZone, facts.language)],
    ...(facts.notes.trim() ? ([[w('Notes'), facts.notes.trim()]] as [string, string][]) : []),
  ];
  const card = html`        <tr><td style="${FONT}padding:24px 24px 8px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#39a845;">${facts.shopName}</td></tr>
        <tr><td style="${FONT}padding:0 24px;font-size:24px;line-height:30px;font-weight:bold;">${message.heading}</td></tr>
        <tr>
          <td style="${CELL}padding:16px 24px 0;">
            <p style="margin:0 0 12px;">${greeting}</p>
            ${message.paragraphs.map((paragraph) => html`<p style="margin:0 0 12px;">${paragraph}</p>`)}
          </td>
        </tr>
        ${
          message.button
            ? html`<tr><td style="${CELL}padding:4px 24px 16px;"><a href="${facts.manageUrl}" style="display:inline-block;padding:10px 20px;background-color:#39a845;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${message.button}</a></td></tr>`
            : ''
        }
        <tr>
          <td style="padding:0 24px 24px;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e4e7eb;">
        ${rows.map(([label, value]) => html`<tr><td style="${CELL}padding:4px 12px 4px 0;font-weight:bold;vertical-align:top;white-space:nowrap;">${label}</td><td style="${CELL}padding:4px 0;word-break:break-word;">${value}</td></tr>`)}
            </table>
          </td>
        </tr>`;
  const text = [
    facts.shopName,
    '',
    message.heading,
    '',
    greeting,
    '',
    ...message.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(message.button ? [w('{label}: {link}', { label: message.button, link: facts.manageUrl }), ''] : []),
    ...rows.map(([label, value]) => w('{label}: {amount}', { label, amount: value })),
    '',
  ].join('\n');
  return { subject: message.subject, html: emailPage(message.subject, card), text };
}
