import { http, HttpResponse } from 'msw';
import { claimsOf, type createFirebaseAuthFake } from './firebase-auth-fake';
import { errorResponse } from './error-response';

interface ShopTokenAnswers {
  /** Every ID token traded, oldest first. */
  exchanges: string[];
  /** An answer to give instead of the shop's usual one, e.g. a 403 for a removed account. */
  refusal?: (idToken: string) => Response | undefined;
}

/**
 * POST /jwt as the shop answers it: the account as Firebase holds it now is the authority, so an ID token
 * whose address is not the account's any more (it just changed) is refused with 401. Tokens live 10 minutes.
 */
export const shopTokenHandler = (
  firebase: ReturnType<typeof createFirebaseAuthFake>,
  answers: ShopTokenAnswers,
) =>
  http.post('*/jwt', async ({ request }) => {
    const { idToken } = (await request.json()) as { idToken: string };
    answers.exchanges.push(idToken);
    const refusal = answers.refusal?.(idToken);
    if (refusal) return refusal;
    const account = firebase.accountOf(idToken);
    if (!account || account.disabled || account.email !== claimsOf(idToken).email) {
      return errorResponse(401, 'The sign-in token is not valid. Sign in again.');
    }
    return HttpResponse.json({ token: `shop-token-${answers.exchanges.length}`, expiresIn: 600 });
  });
