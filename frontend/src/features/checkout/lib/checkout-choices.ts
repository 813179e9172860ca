import { type I18n, i18n as activeI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type {
  DeliveryAddress,
  Fulfilment,
  GeoPoint,
  OrderRequest,
  Shop,
  Slot,
  SlotList,
} from '@/api/generated/model';
import { quoteOrderBody } from '@/api/generated/zod/checkout-mutations/checkout-mutations.zod';
import { decimalsProblem, largestTip } from '@/lib/money-input';

/** The address as the customer types it: every field a string, empty until filled in. */
export interface AddressDraft {
  line1: string;
  line2: string;
  city: string;
  postcode: string;
  instructions: string;
  location?: GeoPoint;
}

/** The tip chosen: one of the shop's percentages (0 is "No tip"), or an amount typed in dollars. */
export type TipChoice = { percent: number } | { custom: string };

/** Everything the customer chooses on the checkout, before it becomes a request to the shop. */
export interface CheckoutChoices {
  fulfilment: Fulfilment;
  address: AddressDraft;
  when: 'asap' | 'later';
  /** The start of the chosen slot, when `when` is later. */
  slot?: string;
  tip: TipChoice;
  /** The promo code applied, as typed. */
  promoCode?: string;
  /** The gift card applied, its code as typed: it pays the bill first, the card the rest. */
  giftCard?: string;
  /** The phone number as typed: required for delivery, offered for pickup. */
  phone: string;
  /** What the kitchen should mind for an allergy, as typed; optional. */
  allergyNote: string;
}

export const EMPTY_ADDRESS: AddressDraft = {
  line1: '',
  line2: '',
  city: '',
  postcode: '',
  instructions: '',
};

const addressRules = quoteOrderBody.shape.address.unwrap();
const phoneRules = quoteOrderBody.shape.phone.unwrap();
const PHONE_DIGITS = { min: 6, max: 15 };

/** What is wrong with a phone number as typed, by the contract's rules; undefined when it may be sent or is empty. */
export function phoneProblem(typed: string, i18n: I18n = activeI18n): string | undefined {
  const phone = typed.trim();
  if (phone === '') return undefined;
  const digits = phone.replace(/\D/g, '').length;
  if (
    !phoneRules.safeParse(phone).success ||
    digits < PHONE_DIGITS.min ||
    digits > PHONE_DIGITS.max
  ) {
    return i18n._(msg`Enter a phone number of 6 to 15 digits, such as +1 217 555 0142.`);
  }
  return undefined;
}

/** The earliest of these slots with room for the cart; none when every one is full (or the cart fits none). */
export const firstFreeSlot = (slots: readonly Slot[] | undefined) =>
  slots?.find((slot) => slot.available)?.startsAt;

/** The default is the seed client's order: a pickup (or the only way the shop offers) as soon as possible. */
export function defaultChoices(shop: Pick<Shop, 'pickup'>, slots?: SlotList): CheckoutChoices {
  const later = slots !== undefined && slots.asap === null;
  return {
    fulfilment: shop.pickup ? 'pickup' : 'delivery',
    address: EMPTY_ADDRESS,
    when: later ? 'later' : 'asap',
    // Without "as soon as possible", the earliest time with room is one tap away as well.
    slot: later ? firstFreeSlot(slots.slots) : undefined,
    tip: { percent: 0 },
    phone: '',
    allergyNote: '',
  };
}

/** The address as the contract has it, empty optional fields left out. */
function deliveryAddress(draft: AddressDraft): DeliveryAddress {
  const address: DeliveryAddress = {
    line1: draft.line1.trim(),
    city: draft.city.trim(),
    postcode: draft.postcode.trim(),
  };
  if (draft.line2.trim()) address.line2 = draft.line2.trim();
  if (draft.instructions.trim()) address.instructions = draft.instructions.trim();
  if (draft.location) address.location = draft.location;
  return address;
}

/** What is wrong with each address field, by the contract's rules; empty when it may be sent. */
export function addressProblems(
  draft: AddressDraft,
  i18n: I18n = activeI18n,
): Partial<Record<keyof AddressDraft, string>> {
  const parsed = addressRules.safeParse(deliveryAddress(draft));
  if (parsed.success) return {};
  const problems: Partial<Record<keyof AddressDraft, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof AddressDraft;
    const message = ADDRESS_MESSAGES[field];
    problems[field] ??= message ? i18n._(message) : i18n._(msg`Check this field.`);
  }
  return problems;
}

const ADDRESS_MESSAGES: Partial<Record<keyof AddressDraft, MessageDescriptor>> = {
  line1: msg`Enter the street and number (at most 120 characters).`,
  line2: msg`At most 120 characters.`,
  city: msg`Enter the city (at most 80 characters).`,
  postcode: msg`Enter a postcode of letters and digits (2 to 12 characters).`,
  instructions: msg`At most 200 characters.`,
};

/** A typed tip as the API takes it, or undefined when it is not an amount the shop accepts. */
export function customTip(typed: string): number | undefined {
  const text = typed.trim();
  if (text === '' || decimalsProblem(text) !== null) return undefined;
  const amount = Number(text);
  return amount <= largestTip() ? amount : undefined;
}

export type OrderRequestResult =
  { request: OrderRequest; missing?: undefined } | { request?: undefined; missing: string };

/**
 * The request for the quote and the payment, or what is still missing. Choices that are the default (pickup,
 * as soon as possible, no tip, no code) are left out, so that the seed client's order is `{}`.
 */
export function orderRequest(
  choices: CheckoutChoices,
  shop: Shop,
  i18n: I18n = activeI18n,
): OrderRequestResult {
  const request: OrderRequest = {};
  if (choices.fulfilment === 'delivery') {
    if (Object.keys(addressProblems(choices.address, i18n)).length > 0)
      return { missing: i18n._(msg`Enter your delivery address to see the bill.`) };
    request.fulfilment = 'delivery';
    request.address = deliveryAddress(choices.address);
    if (choices.phone.trim() === '')
      return { missing: i18n._(msg`Enter a phone number for the driver.`) };
  }
  if (phoneProblem(choices.phone, i18n))
    return { missing: i18n._(msg`Enter a phone number of 6 to 15 digits.`) };
  if (choices.phone.trim()) request.phone = choices.phone.trim();
  if (choices.allergyNote.trim()) request.allergyNote = choices.allergyNote.trim();
  if (choices.when === 'later') {
    if (!choices.slot) return { missing: i18n._(msg`Choose a day and a time for your order.`) };
    request.slot = choices.slot;
  }
  if (shop.tips.enabled) {
    if ('custom' in choices.tip) {
      const amount = customTip(choices.tip.custom);
      if (amount === undefined)
        return { missing: i18n._(msg`Enter a tip between $0.00 and $1,000.00.`) };
      if (amount > 0) request.tip = { amount };
    } else if (choices.tip.percent > 0) {
      request.tip = { percent: choices.tip.percent };
    }
  }
  if (choices.promoCode) request.promoCode = choices.promoCode;
  if (choices.giftCard) request.giftCard = choices.giftCard;
  return { request };
}

export type CheckoutStep = 'fulfilment' | 'time' | 'tip' | 'promoCode' | 'giftCard';

/** Which step a refusal of the shop is about, from the field it names; undefined when it is about the order. */
export function refusedStep(
  details: { path: string }[] | undefined,
  message: string,
  request: OrderRequest,
): CheckoutStep | undefined {
  const path = details?.[0]?.path ?? '';
  if (/\/(address|fulfilment|phone)/.test(path)) return 'fulfilment';
  if (path.includes('/slot')) return 'time';
  if (path.includes('/tip')) return 'tip';
  if (path.includes('/promoCode')) return 'promoCode';
  if (path.includes('/giftCard')) return 'giftCard';
  if (request.giftCard && /gift card/i.test(message)) return 'giftCard';
  if (request.promoCode && /code/i.test(message)) return 'promoCode';
  if (/phone/i.test(message)) return 'fulfilment';
  if (request.fulfilment === 'delivery' && /deliver|zone|address/i.test(message))
    return 'fulfilment';
  return undefined;
}
