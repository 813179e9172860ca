import { notifications } from '@mantine/notifications';
import { TOAST_MS } from './shop';

/** A line, or a title above it. */
export type ToastText = string | { title: string; message: string };

const show = (text: ToastText, color: string, autoClose: number | false) =>
  notifications.show({
    color,
    autoClose,
    ...(typeof text === 'string' ? { message: text } : text),
  });

/** A success: it goes after 1,500 ms. */
export const toastDone = (text: ToastText) => show(text, 'leaf', TOAST_MS);

/** A short note that needs no action ("Item can't be zero"): also 1,500 ms. */
export const toastNote = (text: ToastText) => show(text, 'yellow', TOAST_MS);

/** A problem the person has to read to act on: it stays until they close it. */
export const toastProblem = (text: ToastText) => show(text, 'red', false);
