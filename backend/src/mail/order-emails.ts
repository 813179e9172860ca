/**
 * The e-mails a customer receives about an order: a subject, an HTML part that renders alike in the common mail
 * clients (one column of tables, inline styles, at most 600 px wide, no pictures or fonts fetched from elsewhere) and
 * a plain-text part saying the same. Everything a person typed (dish and choice names, names, addresses, reasons) is
 * escaped: the `html` tag escapes every value it is given unless it is HTML this file made.
 */

import { inAnnexOrder } from '../common/food-facts';
import type { Allergen } from '../generated/prisma/client';
import { CELL, emailPage, FONT, html, when } from '../common/email-html';
import { emailWords, type Words } from '../common/i18n/catalogue-words';
import type { ShopLanguage } from '../common/i18n/languages';
import { formatMoney } from '../common/money';

export type OrderEmailKind = 'received' | 'accepted' | 'ready' | 'rejected' | 'cancelled';

export interface OrderEmailFacts {
  kind: OrderEmailKind;
  /** The order's number, shown as `#1042` as everywhere else. */
  orderNumber: number;
  customerName: string | null;
  /** The phone the customer gave at checkout, repeated so that they can check it. */
  phone: string | null;
  /** What the customer asked the kitchen to mind for an allergy, repeated so that they can check it was heard. */
  allergyNote: string | null;
  /** By when the kitchen answers a new order. */
  answerBy: Date | null;
  shopName: string;
  /** Where the customer follows the order: `${SHOP_URL}/order`. */
  orderUrl: string;
  /** The IANA time zone times are shown in (the shop's). */
  timeZone: string;
  /** The locale amounts are written in (the shop's): $12.50 in en-US, 12,50 € in fr-FR. */
  locale: string;
  /** The language the customer ordered in: the e-mail's words and dates. */
  language: ShopLanguage;
  fulfilment: 'pickup' | 'delivery';
  address: { line1: string; line2?: string | null; city: string; postcode: string } | null;
  /** The time the customer chose, or was promised. */
  promisedAt: Date | null;
  /** The kitchen's ready (or delivery) time, once it accepted the order. */
  readyAt: Date | null;
  /**
   * `priceCents` is the price of one, with its choices; the line costs it times `quantity`. Its allergens and
   * traces are the dish's with its choices, as paid for: the written notice the law asks for on the way.
   */
  lines: {
    name: string;
    quantity: number;
    priceCents: number;
    choices: { name: string; quantity?: number }[];
    allergens: readonly Allergen[];
    mayContain: readonly Allergen[];
  }[];
  bill: {
    subtotalCents: number;
    discountCents: number;
    serviceFeeCents: number;
    /** What the shop called its fee, when the order paid one. */
    serviceFeeName: string | null;
    deliveryFeeCents: number;
    tipCents: number;
    taxCents: number;
    totalCents: number;
    taxIncluded: boolean;
    /** What a gift card paid of the total; the card paid the rest. */
    giftCardCents?: number;
    currency: string;
  };
  /** Why the order was rejected or cancelled. */
  reason: string | null;
  /** The amount refunded when a captured payment was cancelled; null when nothing was charged. */
  refundCents: number | null;
  /** What went back onto the gift card that paid part of the order, by this change. */
  giftCardRefundCents?: number;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** What one kind of e-mail says, as sentences: the same words go into the HTML and the text. */
interface Message {
  subject: string;
  heading: string;
  paragraphs: string[];
}

/** An amount of the order's bill as its customer reads it. */
const moneyOf = (facts: OrderEmailFacts) => (minor: number) => formatMoney(minor, facts.bill.currency, facts.locale);

function message(facts: OrderEmailFacts, w: Words): Message {
  const reference = `#${facts.orderNumber}`;
  const shopName = facts.shopName;
  const money = moneyOf(facts);
  const at = (date: Date) => when(date, facts.timeZone, facts.language);
  const delivery = facts.fulfilment === 'delivery';
  const reason = facts.reason?.trim() ? w('The reason: {reason}', { reason: facts.reason.trim() }) : null;
  const byCard = facts.bill.totalCents - (facts.bill.giftCardCents ?? 0);
  const backOnGiftCard =
    facts.giftCardRefundCents && facts.giftCardRefundCents > 0
      ? [w('{amount} went back onto your gift card.', { amount: money(facts.giftCardRefundCents) })]
      : [];
  const cardReleased = byCard > 0 ? [w('Nothing was charged; the hold on your card is released.')] : [];
  const said = (heading: string, paragraphs: string[], subject = heading): Message => ({
    subject: w('{subject} (order {reference}, {shopName})', { subject, reference, shopName }),
    heading,
    paragraphs,
  });
  switch (facts.kind) {
    case 'received':
      return said(w('We have your order'), [
        facts.answerBy
          ? w(
              'Thank you for ordering. The kitchen will confirm it by {time} at the latest, and we will write again when it does.',
              { time: at(facts.answerBy) },
            )
          : w('Thank you for ordering. The kitchen will confirm it shortly, and we will write again when it does.'),
        byCard > 0
          ? w('Your card is only authorised for {total} for now; it is charged when the kitchen accepts the order.', {
              total: money(byCard),
            })
          : w('Your gift card paid for it all: nothing is charged to a card.'),
        ...(facts.promisedAt
          ? [
              delivery
                ? w('You asked for it to be delivered on {time}.', { time: at(facts.promisedAt) })
                : w('You asked for it for pickup on {time}.', { time: at(facts.promisedAt) }),
            ]
          : []),
      ]);
    case 'accepted': {
      const time = facts.readyAt ?? facts.promisedAt;
      const subject = !time
        ? w('Your order is accepted')
        : delivery
          ? w('Your order is accepted: delivered {time}', { time: at(time) })
          : w('Your order is accepted: ready {time}', { time: at(time) });
      return said(
        w('Your order is accepted'),
        [
          !time
            ? w('The kitchen is on it.')
            : delivery
              ? w('The kitchen is on it. It will be delivered on {time}.', { time: at(time) })
              : w('The kitchen is on it. It will be ready for pickup on {time}.', { time: at(time) }),
          ...(byCard > 0 ? [w('Your card is charged {total}.', { total: money(byCard) })] : []),
        ],
        subject,
      );
    }
    case 'ready':
      return delivery
        ? said(w('Your order is on its way'), [w('It left the kitchen and will be with you soon.')])
        : said(w('Your order is ready for pickup'), [
            w('Come and collect it at {shopName}; give the order number {reference} at the counter.', {
              shopName,
              reference,
            }),
          ]);
    case 'rejected':
      return said(w('We could not take your order'), [
        w('We are sorry: the kitchen could not accept this order.'),
        ...(reason ? [reason] : []),
        ...cardReleased,
        ...backOnGiftCard,
      ]);
    case 'cancelled':
      return said(w('Your order is cancelled'), [
        w('Your order is cancelled.'),
        ...(reason ? [reason] : []),
        ...(facts.refundCents && facts.refundCents > 0
          ? [
              w('We refunded {amount} to your card; your bank may take a few days to show it.', {
                amount: money(facts.refundCents),
              }),
            ]
          : cardReleased),
        ...backOnGiftCard,
      ]);
  }
}

interface Row {
  label: string;
  amount: string;
  strong?: boolean;
}

function billRows(facts: OrderEmailFacts, w: Words): Row[] {
  const money = moneyOf(facts);
  const { bill } = facts;
  const rows: Row[] = [{ label: w('Subtotal'), amount: money(bill.subtotalCents) }];
  if (bill.discountCents > 0) rows.push({ label: w('Discount'), amount: `−${money(bill.discountCents)}` });
  if (bill.serviceFeeCents > 0)
    rows.push({ label: bill.serviceFeeName ?? w('Service fee'), amount: money(bill.serviceFeeCents) });
  if (facts.fulfilment === 'delivery') rows.push({ label: w('Delivery'), amount: money(bill.deliveryFeeCents) });
  if (bill.tipCents > 0) rows.push({ label: w('Tip'), amount: money(bill.tipCents) });
  if (bill.taxCents > 0) {
    rows.push({
      label: bill.taxIncluded ? w('Tax (included)') : w('Tax'),
      amount: money(bill.taxCents),
    });
  }
  rows.push({ label: w('Total'), amount: money(bill.totalCents), strong: true });
  if (bill.giftCardCents) {
    rows.push({ label: w('Paid with a gift card'), amount: `−${money(bill.giftCardCents)}` });
    rows.push({ label: w('Paid by card'), amount: money(bill.totalCents - bill.giftCardCents) });
  }
  return rows;
}

function choiceText(choice: { name: string; quantity?: number }): string {
  return choice.quantity && choice.quantity > 1 ? `${choice.name} ×${choice.quantity}` : choice.name;
}

/** The 14 allergens' names, as the e-mails' catalogue words them (EU Annex II's names). */
const ALLERGEN_NAMES: Record<Allergen, string> = {
  celery: 'Celery',
  gluten: 'Cereals containing gluten',
  crustaceans: 'Crustaceans',
  eggs: 'Eggs',
  fish: 'Fish',
  lupin: 'Lupin',
  milk: 'Milk',
  molluscs: 'Molluscs',
  mustard: 'Mustard',
  nuts: 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  soya: 'Soya',
  sulphites: 'Sulphur dioxide and sulphites',
};

/** A line's allergens and traces in words, one sentence each; none for a line that declares none. */
function allergenSentences(line: OrderEmailFacts['lines'][number], w: Words): string[] {
  const names = (allergens: readonly Allergen[]) =>
    inAnnexOrder(allergens)
      .map((allergen) => w(ALLERGEN_NAMES[allergen]))
      .join(', ');
  return [
    ...(line.allergens.length > 0 ? [w('Allergens: {allergens}', { allergens: names(line.allergens) })] : []),
    ...(line.mayContain.length > 0 ? [w('May contain: {allergens}', { allergens: names(line.mayContain) })] : []),
  ];
}

function addressLines(facts: OrderEmailFacts): string[] {
  if (facts.fulfilment === 'pickup' || !facts.address) return [];
  const { line1, line2, city, postcode } = facts.address;
  return [line1, ...(line2?.trim() ? [line2] : []), `${postcode} ${city}`];
}

/** "Hello Ana," or "Hello,". */
const greetingOf = (facts: OrderEmailFacts, w: Words) =>
  facts.customerName?.trim() ? w('Hello {name},', { name: facts.customerName.trim() }) : w('Hello,');

/** "Order #1042 for Ana · +1 217 555 0142", the customer's name and phone as they gave them. */
function orderLine(facts: OrderEmailFacts, w: Words): string {
  const reference = `#${facts.orderNumber}`;
  const name = facts.customerName?.trim();
  const ordered = name ? w('Order {reference} for {name}', { reference, name }) : w('Order {reference}', { reference });
  return facts.phone ? `${ordered} · ${facts.phone}` : ordered;
}

/** "Your allergy note for the kitchen: …", when the customer wrote one. */
const allergyNoteOf = (facts: OrderEmailFacts, w: Words): string[] =>
  facts.allergyNote ? [w('Your allergy note for the kitchen: {note}', { note: facts.allergyNote })] : [];

function renderHtml(facts: OrderEmailFacts, said: Message, w: Words): string {
  const money = moneyOf(facts);
  const greeting = greetingOf(facts, w);
  const shopName = facts.shopName;
  const lines = facts.lines.map(
    (line) => html`<tr>
          <td style="${CELL}padding:6px 0;vertical-align:top;">${line.quantity} × ${line.name}${
            line.choices.length > 0
              ? html`<br><span style="font-size:13px;color:#52606d;">${line.choices.map(choiceText).join(', ')}</span>`
              : ''
          }${allergenSentences(line, w).map(
            (sentence) => html`<br><span style="font-size:13px;color:#8a1c1c;font-weight:bold;">${sentence}</span>`,
          )}</td>
          <td style="${CELL}padding:6px 0;vertical-align:top;text-align:right;white-space:nowrap;">${money(line.priceCents * line.quantity)}</td>
        </tr>`,
  );
  const bill = billRows(facts, w).map(
    (row) => html`<tr>
          <td style="${CELL}padding:2px 0;${row.strong ? 'font-weight:bold;' : ''}">${row.label}</td>
          <td style="${CELL}padding:2px 0;text-align:right;white-space:nowrap;${row.strong ? 'font-weight:bold;' : ''}">${row.amount}</td>
        </tr>`,
  );
  const address = addressLines(facts);
  const where =
    facts.fulfilment === 'delivery'
      ? html`<strong>${w('Delivered to')}</strong><br>${address.map((line, index) => html`${index > 0 ? html`<br>` : ''}${line}`)}`
      : html`${w('Pickup at {shopName}', { shopName })}`;
  const card = html`        <tr>
          <td style="${FONT}padding:24px 24px 8px;font-size:14px;font-weight:bold;letter-spacing:1px;text-transform:uppercase;color:#39a845;">${facts.shopName}</td>
        </tr>
        <tr>
          <td style="${FONT}padding:0 24px;font-size:24px;line-height:30px;font-weight:bold;">${said.heading}</td>
        </tr>
        <tr>
          <td style="${CELL}padding:16px 24px 0;">
            <p style="margin:0 0 12px;">${greeting}</p>
            ${said.paragraphs.map((paragraph) => html`<p style="margin:0 0 12px;">${paragraph}</p>`)}
          </td>
        </tr>
        <tr>
          <td style="${CELL}padding:4px 24px 16px;">
            <a href="${facts.orderUrl}" style="display:inline-block;padding:10px 20px;background-color:#39a845;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;">${w('See your order')}</a>
          </td>
        </tr>
        <tr>
          <td style="${CELL}padding:0 24px 8px;font-size:13px;color:#52606d;">${orderLine(facts, w)}</td>
        </tr>${allergyNoteOf(facts, w).map(
          (note) => html`
        <tr>
          <td style="${CELL}padding:0 24px 8px;font-size:14px;font-weight:bold;color:#8a1c1c;">${note}</td>
        </tr>`,
        )}
        <tr>
          <td style="padding:0 24px;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e4e7eb;">
        ${lines}
            </table>
          </td>
        </tr>
        <tr>
          <td style="padding:8px 24px 16px;">
            <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-top:1px solid #e4e7eb;">
        ${bill}
            </table>
          </td>
        </tr>
        <tr>
          <td style="${CELL}padding:0 24px 24px;">${where}</td>
        </tr>`;
  const footer = html`      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;">
        <tr>
          <td style="${FONT}padding:16px 24px;font-size:12px;line-height:18px;color:#7b8794;text-align:center;">${w('{shopName} · you receive this e-mail because you ordered from us.', { shopName })}</td>
        </tr>
      </table>`;
  return emailPage(said.subject, card, footer);
}

function renderText(facts: OrderEmailFacts, said: Message, w: Words): string {
  const money = moneyOf(facts);
  const greeting = greetingOf(facts, w);
  const shopName = facts.shopName;
  const lines = facts.lines.flatMap((line) => [
    `${line.quantity} × ${line.name}  ${money(line.priceCents * line.quantity)}`,
    ...(line.choices.length > 0 ? [`    ${line.choices.map(choiceText).join(', ')}`] : []),
    ...allergenSentences(line, w).map((sentence) => `    ${sentence}`),
  ]);
  const bill = billRows(facts, w).map((row) => w('{label}: {amount}', { label: row.label, amount: row.amount }));
  const where =
    facts.fulfilment === 'delivery'
      ? [w('{label}:', { label: w('Delivered to') }), ...addressLines(facts)]
      : [w('Pickup at {shopName}', { shopName })];
  return [
    facts.shopName,
    '',
    said.heading,
    '',
    greeting,
    '',
    ...said.paragraphs.flatMap((paragraph) => [paragraph, '']),
    w('{label}: {link}', { label: w('See your order'), link: facts.orderUrl }),
    '',
    orderLine(facts, w),
    ...allergyNoteOf(facts, w),
    ...lines,
    '',
    ...bill,
    '',
    ...where,
    '',
  ].join('\n');
}

/** The subject, HTML and plain text of an e-mail about an order. */
export function renderOrderEmail(facts: OrderEmailFacts): RenderedEmail {
  const w = emailWords(facts.language);
  const said = message(facts, w);
  return { subject: said.subject, html: renderHtml(facts, said, w), text: renderText(facts, said, w) };
}
