import {
  registerUserBodyEmailMax,
  registerUserBodyEmailRegExp,
} from '@/api/generated/zod/users/users.zod';
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

export function checkNewEmail(value: string, currentEmail: string | null | undefined) {
  const email = value.trim();
  if (!email) return 'Type the new address.';
  if (email.length > MAX_EMAIL_LENGTH)
    return `Use an address of at most ${MAX_EMAIL_LENGTH} characters.`;
  if (!SHOP_EMAIL.test(email)) {
    return 'Use an address of the usual form, such as name@example.com, without spaces, quotes or accented letters.';
  }
  if (email.toLowerCase() === currentEmail?.toLowerCase()) {
    return 'This is your address already. Type the new one.';
  }
  return undefined;
}

export const checkCurrentPassword = (value: string) =>
  value ? undefined : 'Type your current password, to show it is you.';

/** Where a refusal belongs: beside a field, or above the button for the whole form. */
export interface EmailChangeFailure {
  field?: keyof EmailChangeValues;
  message: string;
}

const FAILURES: Record<string, EmailChangeFailure> = {
  // The emulator says wrong-password; production says invalid-credential.
  'auth/wrong-password': {
    field: 'currentPassword',
    message: 'This is not your current password.',
  },
  'auth/invalid-credential': {
    field: 'currentPassword',
    message: 'This is not your current password.',
  },
  'auth/invalid-login-credentials': {
    field: 'currentPassword',
    message: 'This is not your current password.',
  },
  'auth/email-already-in-use': {
    field: 'newEmail',
    message: 'Another account uses this address already.',
  },
  'auth/invalid-new-email': {
    field: 'newEmail',
    message: 'This address does not look right. Check it and try again.',
  },
  'auth/invalid-email': {
    field: 'newEmail',
    message: 'This address does not look right. Check it and try again.',
  },
  'auth/too-many-requests': {
    message: 'Too many attempts in a row. Wait a few minutes, then try again.',
  },
  'auth/network-request-failed': {
    message: 'We could not reach the sign-in service. Check your connection and try again.',
  },
  'auth/requires-recent-login': {
    message: 'For your safety, log out and in again, then change your address.',
  },
};

export const emailChangeFailure = (error: unknown): EmailChangeFailure =>
  FAILURES[authErrorCode(error) ?? ''] ?? {
    message: 'Your address was not changed. Please try again.',
  };
