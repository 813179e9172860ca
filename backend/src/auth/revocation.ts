/** What the revocation check reads of a Firebase account (`UserRecord`'s fields of the same names). */
export interface AccountValidity {
  /** When the account's tokens became valid, as a UTC date string (whole seconds); absent when never set. */
  tokensValidAfterTime?: string;
  metadata: { creationTime: string };
}

const secondsOf = (utc: string) => Math.floor(new Date(utc).getTime() / 1000);

/**
 * Whether a sign-in (the token's `auth_time`, in seconds) came before the account's tokens were revoked: the
 * comparison firebase-admin's `verifyIdToken(token, true)` makes (Firebase counts whole seconds).
 *
 * Under the Auth emulator, the sign-in that created the account is never taken for a revoked one: the emulator's
 * sign-up stamps the sign-in when it starts and the account's validity after hashing the password, so when a second
 * ticks between the two, the new account's own token looks older than its validity. Only that case is let through:
 * the sign-in is in the account's creation second and the validity at most one second later. A real revocation that
 * soon after a sign-up is not told apart, which only the emulator's accounts can meet.
 */
export function signedInBefore(authTimeSeconds: number, account: AccountValidity, emulated: boolean): boolean {
  if (account.tokensValidAfterTime === undefined) return false;
  const validSince = secondsOf(account.tokensValidAfterTime);
  if (authTimeSeconds >= validSince) return false;
  const theSignUpsOwn =
    authTimeSeconds === secondsOf(account.metadata.creationTime) && validSince - authTimeSeconds <= 1;
  return !(emulated && theSignUpsOwn);
}
