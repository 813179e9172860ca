import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const Notifications = lazy(() => import('./notifications-stack'));

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
