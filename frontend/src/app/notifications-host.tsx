import { useNotifications } from '@mantine/notifications';
import { Suspense, useState } from 'react';
import { lazyWithTheme } from '@/lib/mantine/theme-on-demand';

const Notifications = lazyWithTheme(() => import('./notifications-stack'));

/** Mantine's notification stack, loaded with the first message: a first visit usually shows none. */
export function NotificationsHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  ) : null;
}
