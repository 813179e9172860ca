import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { PlainCenter, PlainStack } from '@/components/plain/plain-layout';
import { PlainText, PlainTitle } from '@/components/plain/plain-text';
import { PlainButton } from '@/components/plain/plain-button';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { isApiError } from '@/api/fetcher';

const FALLBACK_MESSAGE = msg`Something went wrong while preparing this page. Please try again.`;

/** What a person sees when a screen fails: words they can act on and a Retry, never a stack trace. */
export function RouteError({ error }: ErrorComponentProps) {
  const { i18n } = useLingui();
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();

  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);

  const message = isApiError(error) ? error.message : i18n._(FALLBACK_MESSAGE);

  return (
    <PlainCenter py={80} px="md">
      <PlainStack align="center" gap="sm" maw={480} ta="center" role="alert">
        <PlainTitle order={1}>
          <Trans>We could not serve this page</Trans>
        </PlainTitle>
        <PlainText c="dimmed">{message}</PlainText>
        <PlainButton size="md" onClick={() => void router.invalidate()}>
          <Trans>Retry</Trans>
        </PlainButton>
      </PlainStack>
    </PlainCenter>
  );
}
