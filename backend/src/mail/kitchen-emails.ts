/**
 * The e-mail the owners and managers receive when a new order still waits for the kitchen's answer: which order,
 * and by when it must be accepted before it is rejected on its own. One column with inline styles and a plain-text
 * part, every value escaped, as the shop's other e-mails are.
 */

import { CELL, emailPage, FONT, html, when } from '../common/email-html';
import { emailWords } from '../common/i18n/catalogue-words';
import type { ShopLanguage } from '../common/i18n/languages';

export interface WaitingOrderFacts {
  /** The order's number, shown as `#1042` as everywhere else. */
  orderNumber: number;
  /** By when the kitchen must answer it. */
  answerBy: Date;
  /** Whom the e-mail greets. */
  name: string | null;
  shopName: string;
  /** The kitchen screen, where the order is answered. */
  kitchenUrl: string;
  timeZone: string;
  language: ShopLanguage;
}

export function renderWaitingOrderEmail(facts: WaitingOrderFacts): { subject: string; html: string; text: string } {
  const w = emailWords(facts.language);
  const { orderNumber, shopName } = facts;
  const subject = w('Order #{orderNumber} is waiting for the kitchen ({shopName})', { orderNumber, shopName });
  const heading = w('An order is waiting for the kitchen');
  const name = facts.name?.trim();
  const greeting = name ? w('Hello {name},', { name }) : w('Hello,');
  const paragraph = w(
    'Order #{orderNumber} has not been accepted yet. Unless someone accepts it by {answerBy}, it is rejected on its own and the customer’s card is released.',
    { orderNumber, answerBy: when(facts.answerBy, facts.timeZone, facts.language) },
  );
  const button = w('Open the kitchen screen');
  const card = html`        <tr><td style="${FONT}padding:24px 24px 8px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#39a845;">${shopName}</td></tr>
        <tr><td style="${FONT}padding:0 24px;font-size:24px;line-height:30px;font-weight:bold;">${heading}</td></tr>
        <tr>
          <td style="${CELL}padding:16px 24px 0;">
            <p style="margin:0 0 12px;">${greeting}</p>
            <p style="margin:0 0 12px;">${paragraph}</p>
          </td>
        </tr>
        <tr><td style="${CELL}padding:4px 24px 24px;"><a href="${facts.kitchenUrl}" style="display:inline-block;padding:10px 20px;background-color:#39a845;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${button}</a></td></tr>`;
  const text = [
    shopName,
    '',
    heading,
    '',
    greeting,
    '',
    paragraph,
    '',
    w('{button}: {link}', { button, link: facts.kitchenUrl }),
    '',
  ].join('\n');
  return { subject, html: emailPage(subject, card), text };
}
