import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../../../lib/shop';

/** The dashboard's successes stay twice the spec's toast time, for a busy owner to read. */
export const toastDone = (message: string, title?: string) =>
  notifications.show({ color: 'leaf', title, message, autoClose: TOAST_MS * 2 });

/** A refusal stays until it is closed: the server's message says what to do. */
export const toastRefused = (error: Error, title?: string) =>
  notifications.show({ color: 'red', title, message: error.message });
