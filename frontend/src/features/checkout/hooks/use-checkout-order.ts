import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { Shop, SlotList } from '@/api/generated/model';
import {
  type CheckoutChoices,
  type CheckoutStep,
  defaultChoices,
  firstFreeSlot,
  orderRequest,
  refusedStep,
} from '@/features/checkout/lib/checkout-choices';
import { useCheckoutQuote } from './use-checkout-quote';

/**
 * The customer's choices on the checkout, the request they make, and the shop's bill for it. A promo code or a gift
 * card the shop refuses is taken off again, its reason kept under the field, so that the rest of the bill still
 * shows.
 */
export function useCheckoutOrder(shop: Shop, slots: SlotList, cartVersion: string) {
  const { t, i18n } = useLingui();
  const [choices, setChoices] = useState<CheckoutChoices>(() => defaultChoices(shop, slots));
  const [promoError, setPromoError] = useState<string>();
  const built = orderRequest(choices, shop, i18n);
  const { quote, updating, refusal, askedFor } = useCheckoutQuote(built.request, cartVersion);
  const refused: CheckoutStep | 'order' | undefined = refusal
    ? (refusedStep(refusal.details, refusal.message, askedFor ?? {}) ?? 'order')
    : undefined;

  const promoRefusal = refused === 'promoCode' ? refusal?.message : undefined;
  useEffect(() => {
    if (promoRefusal === undefined) return;
    setPromoError(promoRefusal);
    setChoices((current) =>
      current.promoCode === undefined ? current : { ...current, promoCode: undefined },
    );
  }, [promoRefusal]);

  // A gift card the shop refuses is taken off the same way.
  const [giftCardError, setGiftCardError] = useState<string>();
  const giftCardRefusal = refused === 'giftCard' ? refusal?.message : undefined;
  useEffect(() => {
    if (giftCardRefusal === undefined) return;
    setGiftCardError(giftCardRefusal);
    setChoices((current) =>
      current.giftCard === undefined ? current : { ...current, giftCard: undefined },
    );
  }, [giftCardRefusal]);

  // With no "as soon as possible" any more (the shop just closed), a later time is the only choice.
  useEffect(() => {
    if (slots.asap === null)
      setChoices((current) => (current.when === 'asap' ? { ...current, when: 'later' } : current));
  }, [slots.asap]);

  // No time free at all (a cart that needs more of the kitchen than any one time has, or every time full): no
  // choice helps, so the shop's reason is what the customer reads, not a request to choose a time.
  // (An "as soon as possible" is itself a slot with room.)
  const noTimeFree = firstFreeSlot(slots.slots) === undefined;
  const missing = noTimeFree
    ? (slots.asapUnavailableReason ??
      t`No time is free for your order in the days we take orders for: please try again later.`)
    : built.missing;

  const change = (next: Partial<CheckoutChoices>) =>
    setChoices((current) => ({ ...current, ...next }));

  const stepError = (step: CheckoutStep) =>
    refused === step && step !== 'promoCode' && step !== 'giftCard' ? refusal?.message : undefined;

  return {
    choices,
    change,
    applyPromoCode: (code: string) => {
      setPromoError(undefined);
      change({ promoCode: code });
    },
    removePromoCode: () => change({ promoCode: undefined }),
    promoError,
    applyGiftCard: (code: string) => {
      setGiftCardError(undefined);
      change({ giftCard: code });
    },
    removeGiftCard: () => change({ giftCard: undefined }),
    giftCardError,
    stepError,
    request: built.request,
    missing,
    quote: built.request ? quote : undefined,
    updating,
    /** The shop's refusal, whichever step it is about: Pay waits until it is resolved. */
    refusal:
      refused && refused !== 'promoCode' && refused !== 'giftCard' ? refusal?.message : undefined,
    orderRefusal: refused === 'order' ? refusal?.message : undefined,
  };
}
