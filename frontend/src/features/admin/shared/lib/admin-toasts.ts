import { toastDone as toastShopDone, toastProblem } from '@/lib/toasts';

/** A change the dashboard made, said for the shop's toast time (1,500 ms). */
export const toastDone = (message: string, title?: string) =>
  toastShopDone(title ? { title, message } : message);

/** A refusal stays until it is closed: the server's message says what to do. */
export const toastRefused = (error: Error, title?: string) =>
  toastProblem(title ? { title, message: error.message } : error.message);
