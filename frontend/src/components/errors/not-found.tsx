import { Trans } from '@lingui/react/macro';
import { PlainCenter, PlainStack } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import { PlainButtonLink } from '@/components/plain/plain-links';

export function NotFound() {
  return (
    <PlainCenter py={80} px="md">
      <PlainStack align="center" gap="sm" maw={480} ta="center">
        <PlainTitle order={1}>
          <Trans>This page is not on the menu</Trans>
        </PlainTitle>
        <PlainText c="dimmed">
          <Trans>The address may be mistyped, or the page has moved.</Trans>
        </PlainText>
        <PlainButtonLink to="/">
          <Trans>Back to the home page</Trans>
        </PlainButtonLink>
      </PlainStack>
    </PlainCenter>
  );
}
