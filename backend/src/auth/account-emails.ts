import { CELL, emailPage, FONT, html } from '../common/email-html';
import { emailWords, type Words } from '../common/i18n/catalogue-words';
import type { ShopLanguage } from '../common/i18n/languages';

/**
 * The e-mails about an account: the link that proves an address is theirs, the link to choose a new password (both
 * Firebase's), and the shop's own link that joins the staff. The e-mails are the shop's, one column with inline
 * styles and a plain-text part, every value escaped, as the order and booking e-mails are.
 */
export type AccountEmailKind = 'verify-email' | 'password-reset' | 'staff-invitation';

/** Who invites, and to which role: what an invitation to the staff says besides its link. */
export interface StaffInvitationFacts {
  inviter: string;
  role: 'owner' | 'manager' | 'kitchen' | 'host';
}

export interface AccountEmailFacts {
  kind: AccountEmailKind;
  /** The account's name, when it has one. */
  name: string | null;
  shopName: string;
  /** Firebase's link that does what the e-mail is about. */
  link: string;
  /** The language the customer asked in: the e-mail is written in it. */
  language: ShopLanguage;
  /** For an invitation to the staff. */
  invitation?: StaffInvitationFacts;
}

interface Wording {
  subject: string;
  heading: string;
  paragraphs: string[];
  button: string;
}

function wordingOf(facts: AccountEmailFacts, w: Words): Wording {
  const { shopName } = facts;
  switch (facts.kind) {
    case 'verify-email':
      return {
        subject: w('Confirm your e-mail address ({shopName})', { shopName }),
        heading: w('Confirm your e-mail address'),
        paragraphs: [
          w(
            'Thank you for signing up at {shopName}. Please confirm that this address is yours with the button below.',
            { shopName },
          ),
          w('If you did not create an account with us, you can ignore this e-mail.'),
        ],
        button: w('Confirm my address'),
      };
    case 'password-reset':
      return {
        subject: w('Choose a new password ({shopName})', { shopName }),
        heading: w('Choose a new password'),
        paragraphs: [
          w('We were asked for a link to choose a new password for your account. The button below takes you there.'),
          w('If you did not ask for it, you can ignore this e-mail: your password stays as it is.'),
        ],
        button: w('Choose a new password'),
      };
    case 'staff-invitation': {
      const { inviter, role } = facts.invitation!;
      return {
        subject: w('Join the team of {shopName}', { shopName }),
        heading: w('You are invited to the team'),
        paragraphs: [
          w(
            '{inviter} invites you to the staff of {shopName} as {role, select, owner {an owner} manager {a manager} kitchen {a member of the kitchen} other {a host}}. Sign in or sign up with this address, then accept with the button below.',
            { inviter, shopName, role },
          ),
          w('The link works once, for 7 days. If you did not expect it, you can ignore this e-mail.'),
        ],
        button: w('Join the team'),
      };
    }
  }
}

export function renderAccountEmail(facts: AccountEmailFacts): { subject: string; html: string; text: string } {
  const w = emailWords(facts.language);
  const message = wordingOf(facts, w);
  const name = facts.name?.trim();
  const greeting = name ? w('Hello {name},', { name }) : w('Hello,');
  const fallback = w('The button does not work? Open this address: {link}', { link: facts.link });
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
            <p style="margin:0;font-size:13px;color:#52606d;word-break:break-all;">${fallback}</p>
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
    w('{button}: {link}', { button: message.button, link: facts.link }),
    '',
    ...message.paragraphs.slice(1).flatMap((paragraph) => [paragraph, '']),
  ].join('\n');
  return { subject: message.subject, html: emailPage(message.subject, card), text };
}
