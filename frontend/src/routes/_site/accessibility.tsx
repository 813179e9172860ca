import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_NAME } from '@/lib/shop';
import { AccessibilityScreen } from '@/features/restaurant/components/accessibility-screen';

export const Route = createFileRoute('/_site/accessibility')({
  head: ({ match }) => {
    const { i18n } = match.context;
    const shopName = SHOP_NAME;
    return publicPageHead(match.context, {
      path: '/accessibility',
      title: pageTitle(i18n._(msg`Accessibility statement`)),
      description: i18n._(
        msg`How accessible ${shopName}'s online shop is: the standard it aims at, what is known not to meet it, and how to tell us what stops you.`,
      ),
    });
  },
  component: AccessibilityScreen,
});
