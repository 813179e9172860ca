import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { GiftCardPurchaseRequest } from '@/api/generated/model';
import { buyGiftCardBody } from '@/api/generated/zod/gift-cards/gift-cards.zod';
import { currencyDecimals, formatPrice } from '@/lib/money';

/** The gift card form as the customer fills it in: every field as typed. */
export interface GiftCardDraft {
  amount: number | '';
  recipientEmail: string;
  recipientName: string;
  senderName: string;
  message: string;
}

export type GiftCardField = keyof GiftCardDraft;

/** The amounts a card is offered for, in the shop currency's main unit (a hundred times more without cents). */
export const giftCardAmounts = (): number[] =>
  currencyDecimals() === 0 ? [2500, 5000, 10_000] : [25, 50, 100];

/** What a customer may buy a card for, as the shop checks it: 5 to 500 (500 to 50,000 without cents). */
export const giftCardRange = (): { least: number; most: number } =>
  currencyDecimals() === 0 ? { least: 500, most: 50_000 } : { least: 5, most: 500 };

export const emptyGiftCard = (): GiftCardDraft => ({
  amount: giftCardAmounts()[1],
  recipientEmail: '',
  recipientName: '',
  senderName: '',
  message: '',
});

const fields = buyGiftCardBody.shape;

/** What is wrong with each field, by the shop's rules and the contract's; empty when the card may be bought. */
export function giftCardProblems(
  draft: GiftCardDraft,
  i18n: I18n = activeI18n,
): Partial<Record<GiftCardField, string>> {
  const problems: Partial<Record<GiftCardField, string>> = {};
  const { least, most } = giftCardRange();
  if (draft.amount === '' || draft.amount < least || draft.amount > most) {
    const from = formatPrice(least);
    const to = formatPrice(most);
    problems.amount = i18n._(msg`Choose an amount from ${from} to ${to}.`);
  }
  if (!fields.recipientEmail.safeParse(draft.recipientEmail.trim().toLowerCase()).success)
    problems.recipientEmail = i18n._(msg`Enter the e-mail address the card goes to.`);
  if (draft.recipientName.trim().length > 100)
    problems.recipientName = i18n._(msg`At most 100 characters.`);
  if (draft.senderName.trim().length > 100)
    problems.senderName = i18n._(msg`At most 100 characters.`);
  if (draft.message.trim().length > 500) problems.message = i18n._(msg`At most 500 characters.`);
  return problems;
}

/** The request for the shop, empty optional fields left out. */
export function giftCardRequest(draft: GiftCardDraft): GiftCardPurchaseRequest {
  const request: GiftCardPurchaseRequest = {
    amount: Number(draft.amount),
    recipientEmail: draft.recipientEmail.trim().toLowerCase(),
  };
  if (draft.recipientName.trim()) request.recipientName = draft.recipientName.trim();
  if (draft.senderName.trim()) request.senderName = draft.senderName.trim();
  if (draft.message.trim()) request.message = draft.message.trim();
  return request;
}
