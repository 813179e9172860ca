import { i18n as globalI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@/api/api-error';
import { notAboutTheCredentials } from './auth-errors';

const PASSWORD_RESET_SENT = msg`If an account uses this address, we sent it a link to choose a new password.`;

/** Every answer waits at least this long, so that how quickly the shop answered tells nothing either. */
const PASSWORD_RESET_MIN_MS = 1200;

const afterAWhile = () => new Promise((resolve) => setTimeout(resolve, PASSWORD_RESET_MIN_MS));

/** What a refusal says: the shop answers alike for every well-formed address, so none tells who has an account. */
const failureSentence = (error: unknown, i18n: I18n) =>
  isApiError(error) && error.status === 400
    ? i18n._(msg`This email address does not look right. Check it and try again.`)
    : (notAboutTheCredentials(error, i18n) ??
      i18n._(msg`The link could not be sent. Please try again.`));

/**
 * Asks the shop to mail the link to choose a new password, and says what happened in one sentence that is the
 * same, and comes after the same time, whether or not an account uses the address. A lost connection is still said.
 */
export async function requestPasswordReset(
  send: (email: string) => Promise<void>,
  email: string,
  i18n: I18n = globalI18n,
): Promise<string> {
  const said = send(email).then(
    () => i18n._(PASSWORD_RESET_SENT),
    (error: unknown) => failureSentence(error, i18n),
  );
  const [sentence] = await Promise.all([said, afterAWhile()]);
  return sentence;
}
