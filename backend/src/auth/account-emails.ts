import { CELL, emailPage, FONT, html } from '../common/email-html';

/**
 * The e-mails about a customer's account: the link that proves their address is theirs, and the link to choose a
 * new password. Both links are Firebase's; the e-mails are the shop's, one column with inline styles and a
 * plain-text part, every value escaped, as the order and booking e-mails are.
 */
export type AccountEmailKind = 'verify-email' | 'password-reset';

export interface AccountEmailFacts {
  kind: AccountEmailKind;
  /** The account's name, when it has one. */
  name: string | null;
  shopName: string;
  /** Firebase's link that does what the e-mail is about. */
  link: string;
}

interface Said {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
}

function said(facts: AccountEmailFacts): Said {
  switch (facts.kind) {
    case 'verify-email':
      return {
        subject: `Confirm your e-mail address (${facts.shopName})`,
        heading: 'Confirm your e-mail address',
        paragraphs: [
          `Thank you for signing up at ${facts.shopName}. Please confirm that this address is yours with the button below.`,
          'If you did not create an account with us, you can ignore this e-mail.',
        ],
        button: 'Confirm my address',
      };
    case 'password-reset':
      return {
        subject: `Choose a new password (${facts.shopName})`,
        heading: 'Choose a new password',
        paragraphs: [
          'We were asked for a link to choose a new password for your account. The button below takes you there.',
          'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
        ],
        button: 'Choose a new password',
      };
  }
}

export function renderAccountEmail(facts: AccountEmailFacts): { subject: string; html: string; text: string } {
  const message = said(facts);
  const greeting = facts.name?.trim() ? `Hello ${facts.name.trim()},` : 'Hello,';
  const card = html`        <tr><td style="${FONT}padding:24px 24px 8px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#39a845;">${facts.shopName}</td></tr>
        <tr><td style="${FONT}padding:0 24px;font-size:24px;line-height:30px;font-weight:bold;">${message.heading}</td></tr>
        <tr>
          <td style="${CELL}padding:16px 24px 0;">
            <p style="margin:0 0 12px;">${greeting}</p>
            ${message.paragraphs.slice(0, 1).map((paragraph) => html`<p style="margin:0 0 12px;">${paragraph}</p>`)}
          </td>
        </tr>
        <tr><td style="${CELL}padding:4px 24px 16px;"><a href="${facts.link}" style="display:inline-block;padding:10px 20px;background-color:#39a845;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${message.button}</a></td></tr>
        <tr>
          <td style="${CELL}padding:0 24px 24px;">
            ${message.paragraphs.slice(1).map((paragraph) => html`<p style="margin:0 0 12px;">${paragraph}</p>`)}
            <p style="margin:0;font-size:13px;color:#52606d;word-break:break-all;">The button does not work? Open this address: ${facts.link}</p>
          </td>
        </tr>`;
  const text = [
    facts.shopName,
    '',
    message.heading,
    '',
    greeting,
    '',
    message.paragraphs[0],
    '',
    `${message.button}: ${facts.link}`,
    '',
    ...message.paragraphs.slice(1).flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
  return { subject: message.subject, html: emailPage(message.subject, card), text };
}
