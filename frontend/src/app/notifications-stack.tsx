import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './notifications-stack.module.css';

export default function NotificationsStack() {
  return <Notifications position="top-right" classNames={{ root: classes.stack }} />;
}
