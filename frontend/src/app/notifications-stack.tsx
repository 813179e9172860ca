import { Notifications } from '@mantine/notifications';

export default function NotificationsStack() {
  return <Notifications position="top-right" />;
}
