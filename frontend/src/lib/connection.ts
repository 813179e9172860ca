import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useSyncExternalStore } from 'react';

/** What the storefront says, under its header and beside what it disables, while the browser is offline. */
export const OFFLINE = msg`You are offline; ordering needs a connection.`;

/** The notice's message, by which a button disabled offline says why (aria-describedby). */
export const OFFLINE_NOTICE_ID = 'offline-notice';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser has a connection: ordering, paying and signing in need the shop's server. Read as the page
 * renders, so a page opened offline says so from its first paint (Mantine's useNetwork starts online).
 */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/**
 * Why an order or a payment cannot go ahead now: the reason given (a choice missing, the bill being worked out),
 * else that the browser is offline; undefined when it can.
 */
export function useBlockedReason(reason?: string): string | undefined {
  const online = useOnline();
  const { i18n } = useLingui();
  return reason ?? (online ? undefined : i18n._(OFFLINE));
}
