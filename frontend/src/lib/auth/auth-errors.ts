import { i18n as globalI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/api-error';

/** The one line every failed password login shows, whatever the cause. */
const LOGIN_FAILURE_MESSAGE = msg`Provide a correct email and password`;

const UNREACHABLE_MESSAGE = msg`We could not reach the shop. Check your connection and try again.`;
const TOO_MANY_ATTEMPTS_MESSAGE = msg`Too many attempts in a row. Wait a minute, then try again.`;

/** The provider's error code ('auth/wrong-password', ...), if the error has one. */
export const authErrorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

const isShopSignInError = (error: unknown) =>
  error instanceof Error && error.name === 'ShopSignInError';

/** Problems that are not about the e-mail or password: saying "wrong password" would mislead. */
export const notAboutTheCredentials = (
  error: unknown,
  i18n: I18n = globalI18n,
): string | undefined => {
  if (authErrorCode(error) === 'auth/network-request-failed') return i18n._(UNREACHABLE_MESSAGE);
  if (authErrorCode(error) === 'auth/too-many-requests') return i18n._(TOO_MANY_ATTEMPTS_MESSAGE);
  if (isShopSignInError(error)) return (error as Error).message;
  if (isApiError(error)) return error.status === 0 ? i18n._(UNREACHABLE_MESSAGE) : error.message;
  return undefined;
};

/**
 * Wrong password, unknown user, invalid credential (production) or wrong-password (emulator): one message,
 * so the form never tells which e-mail addresses have an account.
 */
export const loginFailureMessage = (error: unknown, i18n: I18n = globalI18n): string =>
  notAboutTheCredentials(error, i18n) ?? i18n._(LOGIN_FAILURE_MESSAGE);

const SIGN_UP_MESSAGES: Record<string, MessageDescriptor> = {
  'auth/email-already-in-use': msg`An account with this email already exists. Log in instead.`,
  'auth/invalid-email': msg`This email address does not look right. Check it and try again.`,
  'auth/weak-password': msg`This password is too weak. Use at least 6 characters.`,
  'auth/password-does-not-meet-requirements': msg`This password does not meet the requirements. Use a longer one with letters and numbers.`,
  'auth/missing-password': msg`Choose a password.`,
  'auth/operation-not-allowed': msg`Creating an account with an email and password is switched off.`,
};

/** A message of a map by an error's code, if the map has one. */
const messageOf = (messages: Record<string, MessageDescriptor>, code: string | undefined) =>
  code !== undefined && Object.hasOwn(messages, code) ? messages[code] : undefined;

export const signUpFailureMessage = (error: unknown, i18n: I18n = globalI18n): string =>
  notAboutTheCredentials(error, i18n) ??
  i18n._(
    messageOf(SIGN_UP_MESSAGES, authErrorCode(error)) ??
      msg`Your account could not be created. Please try again.`,
  );

/** The person closed Google's window themselves: nothing went wrong worth a message. */
const GOOGLE_DISMISSALS = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request']);

const GOOGLE_MESSAGES: Record<string, MessageDescriptor> = {
  'auth/popup-blocked': msg`Your browser blocked the Google sign-in window. Allow pop-ups for this site and try again.`,
  'auth/account-exists-with-different-credential': msg`This email already has an account with a password. Log in with your email and password.`,
  'auth/unauthorized-domain': msg`Google sign-in is not set up for this address of the shop.`,
};

/** A gentle line for a failed Google sign-in, or undefined when the person simply closed the window. */
export const googleFailureMessage = (
  error: unknown,
  i18n: I18n = globalI18n,
): string | undefined => {
  const code = authErrorCode(error) ?? '';
  if (GOOGLE_DISMISSALS.has(code)) return undefined;
  return (
    notAboutTheCredentials(error, i18n) ??
    i18n._(
      messageOf(GOOGLE_MESSAGES, code) ?? msg`Google sign-in did not complete. Please try again.`,
    )
  );
};
