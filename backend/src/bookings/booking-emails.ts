import { CELL, emailPage, FONT, html, when } from '../common/email-html';

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

function said(facts: BookingEmailFacts): Said {
  const table = `a table for ${facts.partySize} on ${when(facts.startsAt, facts.timeZone)}`;
  const subject = (what: string) => `${what} (booking ${facts.reference}, ${facts.shopName})`;
  switch (facts.kind) {
    case 'confirm-link':
      return {
        subject: subject('Confirm your table'),
        heading: 'Confirm your table',
        paragraphs: [
          `We are holding ${table} for you.`,
          facts.confirmBy
            ? `Please confirm it by ${when(facts.confirmBy, facts.timeZone)} with the button below; after that the table goes to someone else.`
            : 'Please confirm it with the button below.',
        ],
        button: 'Confirm my booking',
      };
    case 'confirmed':
      return {
        subject: subject(`Your table for ${facts.partySize}: ${when(facts.startsAt, facts.timeZone)}`),
        heading: 'Your table is booked',
        paragraphs: [
          `We look forward to seeing you: ${table}.`,
          'The calendar entry is attached. Plans change? Change or cancel below.',
        ],
        button: 'Change or cancel',
      };
    case 'changed':
      return {
        subject: subject(`Your booking is changed: ${when(facts.startsAt, facts.timeZone)}`),
        heading: 'Your booking is changed',
        paragraphs: [`Your booking is now ${table}.`, 'The updated calendar entry is attached.'],
        button: 'See your booking',
      };
    case 'cancelled':
      return {
        subject: subject('Your booking is cancelled'),
        heading: 'Your booking is cancelled',
        paragraphs: [`Your booking of ${table} is cancelled. We hope to see you another time.`],
        button: null,
      };
  }
}

export function renderBookingEmail(facts: BookingEmailFacts): { subject: string; html: string; text: string } {
  const message = said(facts);
  const rows: [string, string][] = [
    ['Booking', facts.reference],
    ['Party', String(facts.partySize)],
    ['When', when(facts.startsAt, facts.timeZone)],
    ...(facts.notes.trim() ? ([['Notes', facts.notes.trim()]] as [string, string][]) : []),
  ];
  const card = html`        <tr><td style="${FONT}padding:24px 24px 8px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#39a845;">${facts.shopName}</td></tr>
        <tr><td style="${FONT}padding:0 24px;font-size:24px;line-height:30px;font-weight:bold;">${message.heading}</td></tr>
        <tr>
          <td style="${CELL}padding:16px 24px 0;">
            <p style="margin:0 0 12px;">Hello ${facts.guestName},</p>
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
    `Hello ${facts.guestName},`,
    '',
    ...message.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(message.button ? [`${message.button}: ${facts.manageUrl}`, ''] : []),
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
  ].join('\n');
  return { subject: message.subject, html: emailPage(message.subject, card), text };
}
