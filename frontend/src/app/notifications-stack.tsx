import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-stack.module.css';

export default function NotificationsStack() {
  return <Notifications position="top-right" classNames={{ root: classes.stack }} />;
}
