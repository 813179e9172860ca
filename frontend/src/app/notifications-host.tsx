import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';
import { toastAsked } from '@/lib/toasts';

const Notifications = lazyWithTheme(() => import('./notifications-stack'));

// The server's page shows no toast: the stack comes after the takeover, when one is asked for.
const noneOnTheServer = () => false;

/** Mantine's notification stack, loaded with the first toast: a first visit usually shows none. */
export function NotificationsHost() {
  const needed = useSyncExternalStore(toastAsked.subscribe, toastAsked.get, noneOnTheServer);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
