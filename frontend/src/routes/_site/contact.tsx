import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { pageTitle, publicPageHead } from '@/lib/page-head';
import { SHOP_CONTACT, SHOP_NAME } from '@/lib/shop';

export const Route = createFileRoute('/_site/contact')({
  head: ({ match }) => {
    const { i18n } = match.context;
    const shopName = SHOP_NAME;
    return publicPageHead(match.context, {
      path: '/contact',
      title: pageTitle(i18n._(msg`Contact us`)),
      description: i18n._(
        msg`A question about an order? E-mail or call ${shopName} and tell us its order number (such as #1042): we will help. Our e-mail address and phone number are here.`,
      ),
    });
  },
  component: ContactPage,
});

function ContactPage() {
  return (
    <Container size="sm" py={64}>
      <Stack gap="sm">
        <Title order={1}>
          <Trans>Contact us</Trans>
        </Title>
        <Text>
          <Trans>
            A question about an order? Tell us its order number (such as #1042, on your orders page
            and in our e-mails) and we will help.
          </Trans>
        </Text>
        <Text>
          <Trans>E-mail:</Trans>{' '}
          <Anchor href={`mailto:${SHOP_CONTACT.email}`} c="leaf.9">
            {SHOP_CONTACT.email}
          </Anchor>
        </Text>
        <Text>
          <Trans>Phone:</Trans>{' '}
          <Anchor href={`tel:${SHOP_CONTACT.phoneHref}`} c="leaf.9">
            {SHOP_CONTACT.phone}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
