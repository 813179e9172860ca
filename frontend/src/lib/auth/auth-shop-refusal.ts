import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type ApiError, isApiError } from '@/api/api-error';
import { authErrorCode } from './auth-errors';

/**
 * The shop gave no token to a user the provider accepted. Its own words when it said why (an account it
 * removed, an address it cannot use); otherwise a server or network problem.
 */
export class ShopSignInError extends Error {
  constructor(cause: unknown) {
    const reason =
      isApiError(cause) && (cause.status === 403 || cause.status === 422)
        ? cause.message
        : undefined;
    // Said in the browser's language of the moment: the error is made where the person signs in.
    super(
      reason ??
        i18n._(msg`The shop could not sign you in right now. Please try again in a moment.`),
      { cause },
    );
    this.name = 'ShopSignInError';
  }
}

/** The shop's answers to an exchange that no retry heals: account refused, removed, or its address unusable. */
export const isRefusal = (error: unknown): error is ApiError =>
  isApiError(error) && [401, 403, 422].includes(error.status);

/** Firebase's answers when the account behind the session is gone: disabled, deleted, or signed out everywhere. */
const ACCOUNT_GONE = new Set([
  'auth/user-token-expired',
  'auth/user-disabled',
  'auth/user-not-found',
  'auth/invalid-user-token',
]);

/** Whether a failed renewal means the session is over, rather than a connection that may come back. */
export const endsTheSession = (error: unknown) =>
  isRefusal(error) || ACCOUNT_GONE.has(authErrorCode(error) ?? '');
