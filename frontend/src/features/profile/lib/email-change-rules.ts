import { type I18n, i18n as activeI18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  registerUserBodyEmailMax,
  registerUserBodyEmailRegExp,
} from '@/api/generated/zod/users-mutations/users-mutations.zod';
import { authErrorCode } from '@/lib/auth/auth-errors';

export interface EmailChangeValues {
  newEmail: string;
  currentPassword: string;
}

/**
 * The form of address the shop stores: the contract's `Email` pattern and length, from the generated schemas.
 * Firebase takes more, but an account moved to such an address could not sign in to the shop any more.
 */
const SHOP_EMAIL = registerUserBodyEmailRegExp;
export const MAX_EMAIL_LENGTH = registerUserBodyEmailMax;

/** What is wrong with the new address, in the language of `i18n` (a form passes its own); undefined when nothing. */
export function checkNewEmail(
  value: string,
  currentEmail: string | null | undefined,
  i18n: I18n = activeI18n,
) {
  const email = value.trim();
  if (!email) return i18n._(msg`Type the new address.`);
  if (email.length > MAX_EMAIL_LENGTH) {
    const max = MAX_EMAIL_LENGTH;
    return i18n._(msg`Use an address of at most ${max} characters.`);
  }
  if (!SHOP_EMAIL.test(email)) {
    return i18n._(
      msg`Use an address of the usual form, such as name@example.com, without spaces, quotes or accented letters.`,
    );
  }
  if (email.toLowerCase() === currentEmail?.toLowerCase()) {
    return i18n._(msg`This is your address already. Type the new one.`);
  }
  return undefined;
}

export const checkCurrentPassword = (value: string, i18n: I18n = activeI18n) =>
  value ? undefined : i18n._(msg`Type your current password, to show it is you.`);

/** Where a refusal belongs: beside a field, or above the button for the whole form. */
export interface EmailChangeFailure {
  field?: keyof EmailChangeValues;
  message: string;
}

const NOT_YOUR_PASSWORD = msg`This is not your current password.`;
const ADDRESS_LOOKS_WRONG = msg`This address does not look right. Check it and try again.`;

const FAILURES: Record<string, { field?: keyof EmailChangeValues; message: MessageDescriptor }> = {
  // The emulator says wrong-password; production says invalid-credential.
  'auth/wrong-password': {
    field: 'currentPassword',
    message: NOT_YOUR_PASSWORD,
  },
  'auth/invalid-credential': {
    field: 'currentPassword',
    message: NOT_YOUR_PASSWORD,
  },
  'auth/invalid-login-credentials': {
    field: 'currentPassword',
    message: NOT_YOUR_PASSWORD,
  },
  'auth/email-already-in-use': {
    field: 'newEmail',
    message: msg`Another account uses this address already.`,
  },
  'auth/invalid-new-email': {
    field: 'newEmail',
    message: ADDRESS_LOOKS_WRONG,
  },
  'auth/invalid-email': {
    field: 'newEmail',
    message: ADDRESS_LOOKS_WRONG,
  },
  'auth/too-many-requests': {
    message: msg`Too many attempts in a row. Wait a few minutes, then try again.`,
  },
  'auth/network-request-failed': {
    message: msg`We could not reach the sign-in service. Check your connection and try again.`,
  },
  'auth/requires-recent-login': {
    message: msg`For your safety, log out and in again, then change your address.`,
  },
};

/** Where a refusal of Firebase belongs and what it says, in the language of `i18n`. */
export function emailChangeFailure(error: unknown, i18n: I18n = activeI18n): EmailChangeFailure {
  const failure = FAILURES[authErrorCode(error) ?? ''];
  if (!failure) return { message: i18n._(msg`Your address was not changed. Please try again.`) };
  return { ...failure, message: i18n._(failure.message) };
}
