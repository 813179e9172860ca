import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { GiftCardPurchaseScreen } from '@/features/gift-cards/components/gift-card-purchase-screen';
import { useAuth } from '@/lib/auth/auth-context';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { loadShopStripe } from '@/lib/stripe/shop-stripe';

export const Route = createFileRoute('/_site/gift-cards/')({
  head: ({ match }) => {
    const { i18n } = match.context;
    const shop = SHOP_NAME;
    return publicPageHead(match.context, {
      path: '/gift-cards',
      title: pageTitle(i18n._(msg`Gift cards`)),
      description: i18n._(
        msg`Send a ${shop} gift card by e-mail: choose the amount, add a few words, and pay by card.`,
      ),
    });
  },
  component: GiftCardsPage,
});

function GiftCardsPage() {
  const { user } = useAuth();
  // Stripe.js loads only once someone signed in may pay here.
  const [stripe, setStripe] = useState<Promise<Stripe | null> | null>(null);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) setStripe((loaded) => loaded ?? loadShopStripe().catch(() => null));
  }, [signedIn]);
  return (
    <GiftCardPurchaseScreen
      stripe={stripe}
      buyer={user ? { name: user.displayName ?? '' } : null}
    />
  );
}
