/**
 * The e-mail that brings a gift card to its recipient: who sent it, for how much, their message, the code in large
 * letters, and where to spend it and check what is left. Like the order e-mails, one column at most 600 px wide,
 * inline styles, nothing fetched from elsewhere; what people typed (names, the message) is escaped.
 */

import { CELL, emailPage, FONT, html } from '../common/email-html';
import { emailWords, type Words } from '../common/i18n/catalogue-words';
import type { ShopLanguage } from '../common/i18n/languages';
import { formatMoney } from '../common/money';
import type { OutboxEmailInput } from '../mail/outbox.service';

type RenderedEmail = Pick<OutboxEmailInput, 'subject' | 'html' | 'text'>;

export interface GiftCardEmailFacts {
  /** The code as printed, in groups of four. */
  code: string;
  amountCents: number;
  currency: string;
  /** The locale amounts are written in (the shop's). */
  locale: string;
  language: ShopLanguage;
  recipientName: string | null;
  /** Who sent it; null for a card the shop gives itself. */
  senderName: string | null;
  message: string | null;
  shopName: string;
  /** Where to order (the menu) and where to check the balance, in the e-mail's language. */
  menuUrl: string;
  balanceUrl: string;
}

interface Said {
  subject: string;
  lead: string;
}

function said(facts: GiftCardEmailFacts, w: Words): Said {
  const amount = formatMoney(facts.amountCents, facts.currency, facts.locale);
  const { shopName } = facts;
  const sender = facts.senderName?.trim();
  return sender
    ? {
        subject: w('{sender} sent you a {amount} gift card for {shopName}', { sender, amount, shopName }),
        lead: w('{sender} sent you a gift card of {amount} to spend at {shopName}.', { sender, amount, shopName }),
      }
    : {
        subject: w('A {amount} gift card for {shopName}', { amount, shopName }),
        lead: w('Here is a gift card of {amount} to spend at {shopName}.', { amount, shopName }),
      };
}

const greetingOf = (facts: GiftCardEmailFacts, w: Words) =>
  facts.recipientName?.trim() ? w('Hello {name},', { name: facts.recipientName.trim() }) : w('Hello,');

function renderHtml(facts: GiftCardEmailFacts, words: Said, w: Words): string {
  const message = facts.message?.trim();
  const card = html`        <tr>
          <td style="${FONT}padding:24px 24px 8px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#39a845;">${facts.shopName}</td>
        </tr>
        <tr>
          <td style="${FONT}padding:0 24px;font-size:24px;line-height:30px;font-weight:bold;">${w('A gift card for you')}</td>
        </tr>
        <tr>
          <td style="${CELL}padding:16px 24px 0;">
            <p style="margin:0 0 12px;">${greetingOf(facts, w)}</p>
            <p style="margin:0 0 12px;">${words.lead}</p>${
              message
                ? html`
            <p style="margin:0 0 12px;padding:12px 16px;border-left:4px solid #39a845;background-color:#f4f5f7;white-space:pre-line;">${message}</p>`
                : ''
            }
          </td>
        </tr>
        <tr>
          <td style="${CELL}padding:8px 24px 0;">${w('Your code')}</td>
        </tr>
        <tr>
          <td style="${FONT}padding:4px 24px 16px;font-size:26px;line-height:34px;font-weight:bold;letter-spacing:2px;font-family:'Courier New',Courier,monospace;">${facts.code}</td>
        </tr>
        <tr>
          <td style="${CELL}padding:0 24px 12px;">${w('Enter it at checkout: it pays your order, or part of it, and what is left stays on the card for next time.')}</td>
        </tr>
        <tr>
          <td style="${CELL}padding:4px 24px 16px;">
            <a href="${facts.menuUrl}" style="display:inline-block;padding:10px 20px;background-color:#39a845;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${w('Order now')}</a>
          </td>
        </tr>
        <tr>
          <td style="${CELL}padding:0 24px 24px;font-size:13px;color:#52606d;"><a href="${facts.balanceUrl}" style="color:#1f2933;">${w('Check what is left on it')}</a></td>
        </tr>`;
  const footer = html`      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
        <tr>
          <td style="${FONT}padding:16px 24px;font-size:12px;line-height:18px;color:#7b8794;text-align:center;">${w('{shopName} · you receive this e-mail because someone sent you a gift card.', { shopName: facts.shopName })}</td>
        </tr>
      </table>`;
  return emailPage(words.subject, card, footer);
}

function renderText(facts: GiftCardEmailFacts, words: Said, w: Words): string {
  const message = facts.message?.trim();
  return [
    facts.shopName,
    '',
    w('A gift card for you'),
    '',
    greetingOf(facts, w),
    '',
    words.lead,
    '',
    ...(message ? [message, ''] : []),
    w('{label}: {code}', { label: w('Your code'), code: facts.code }),
    '',
    w('Enter it at checkout: it pays your order, or part of it, and what is left stays on the card for next time.'),
    '',
    w('{label}: {link}', { label: w('Order now'), link: facts.menuUrl }),
    w('{label}: {link}', { label: w('Check what is left on it'), link: facts.balanceUrl }),
    '',
  ].join('\n');
}

/** The subject, HTML and plain text of the e-mail that sends a gift card. */
export function renderGiftCardEmail(facts: GiftCardEmailFacts): RenderedEmail {
  const w = emailWords(facts.language);
  const words = said(facts, w);
  return { subject: words.subject, html: renderHtml(facts, words, w), text: renderText(facts, words, w) };
}
