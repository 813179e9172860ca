import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { GiftCardBalanceScreen } from '@/features/gift-cards/components/gift-card-balance-screen';
import { pageTitle, publicPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/_site/gift-cards/balance')({
  head: ({ match }) => {
    const { i18n } = match.context;
    return publicPageHead(match.context, {
      path: '/gift-cards/balance',
      title: pageTitle(i18n._(msg`Gift card balance`)),
      description: i18n._(msg`Enter a gift card’s code to see what is left on it.`),
    });
  },
  component: GiftCardBalanceScreen,
});
