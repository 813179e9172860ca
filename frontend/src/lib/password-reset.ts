import { authErrorCode, notAboutTheCredentials } from './auth-errors';

const PASSWORD_RESET_SENT =
  'If an account uses this address, we sent it a link to choose a new password.';

/** Every answer waits at least this long, so that how quickly the provider answered tells nothing either. */
const PASSWORD_RESET_MIN_MS = 1200;

/** The provider's answers that would tell whether an address has an account: they read as a success. */
const TELL_WHO_HAS_AN_ACCOUNT = new Set(['auth/user-not-found', 'auth/invalid-email']);

const afterAWhile = () => new Promise((resolve) => setTimeout(resolve, PASSWORD_RESET_MIN_MS));

/**
 * Asks for the link to choose a new password, and says what happened in one sentence that is the same, and
 * comes after the same time, whether or not an account uses the address. A lost connection is still said.
 */
export async function requestPasswordReset(
  send: (email: string) => Promise<void>,
  email: string,
): Promise<string> {
  const said = send(email).then(
    () => PASSWORD_RESET_SENT,
    (error: unknown) =>
      TELL_WHO_HAS_AN_ACCOUNT.has(authErrorCode(error) ?? '')
        ? PASSWORD_RESET_SENT
        : (notAboutTheCredentials(error) ?? 'The link could not be sent. Please try again.'),
  );
  const [sentence] = await Promise.all([said, afterAWhile()]);
  return sentence;
}
