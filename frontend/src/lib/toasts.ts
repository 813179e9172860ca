import { loadOnceUnlessItFails } from './load-once';
import { TOAST_MS } from './shop';
import { valueStore } from './value-store';

/** A line, or a title above it. */
export type ToastText = string | { title: string; message: string };

// Mantine's notifications' store loads with the first toast: a first visit usually shows none.
const loadNotifications = loadOnceUnlessItFails(() =>
  import('@mantine/notifications').then((module) => module.notifications),
);

/** Whether a toast was asked for yet: the notification stack loads with the first (src/app/notifications-host.tsx). */
export const toastAsked = valueStore(false);

const show = (text: ToastText, color: string, autoClose: number | false): void => {
  if (!toastAsked.get()) toastAsked.set(true);
  loadNotifications().then(
    (notifications) =>
      notifications.show({
        color,
        autoClose,
        ...(typeof text === 'string' ? { message: text } : text),
      }),
    // Its code did not arrive: this toast is lost, the next one tries again.
    () => undefined,
  );
};

/** A success: it goes after 1,500 ms. */
export const toastDone = (text: ToastText) => show(text, 'leaf', TOAST_MS);

/** A short note that needs no action ("Item can't be zero"): also 1,500 ms. */
export const toastNote = (text: ToastText) => show(text, 'yellow', TOAST_MS);

/** A problem the person has to read to act on: it stays until they close it. */
export const toastProblem = (text: ToastText) => show(text, 'red', false);
