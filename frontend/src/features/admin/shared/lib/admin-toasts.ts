import { i18n as browserI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { toastDone as toastShopDone, toastProblem } from '@/lib/toasts';

/** A toast's words: a message of the catalogue, or words already said (the server's, or a screen's own). */
export type ToastWords = string | MessageDescriptor;

const said = (i18n: I18n, words: ToastWords) => (typeof words === 'string' ? words : i18n._(words));

/**
 * A change the dashboard made, said for the shop's toast time (1,500 ms). Toasts show in the browser only: its
 * one i18n instance says them unless a screen passes its own.
 */
export const toastDone = (message: ToastWords, title?: ToastWords, i18n: I18n = browserI18n) =>
  toastShopDone(
    title ? { title: said(i18n, title), message: said(i18n, message) } : said(i18n, message),
  );

/** A refusal stays until it is closed: the server's message says what to do. */
export const toastRefused = (error: Error, title?: ToastWords, i18n: I18n = browserI18n) =>
  toastProblem(title ? { title: said(i18n, title), message: error.message } : error.message);
