import { http, HttpResponse } from 'msw';
import type { createFirebaseAuthFake } from './firebase-auth-fake';
import { errorResponse } from './error-response';

interface AccountEmailAnswers {
  /** The ID tokens traded at POST /jwt, as shopTokenHandler keeps them: `shop-token-<n>` is the n-th one's. */
  exchanges: string[];
  /** The shop refuses more e-mails for now (429), as after too many in a minute. */
  limited?: boolean;
}

const TOO_MANY = 'Too many e-mails asked for in a minute. Wait a minute, then try again.';

/**
 * POST /auth/verification-email and POST /auth/password-reset-email as the shop answers them: the link Firebase
 * makes is kept among the fake's `links` (as though mailed), none for an address verified already or that no
 * account uses, and the answer is the same either way.
 */
export const shopAccountEmailHandlers = (
  firebase: ReturnType<typeof createFirebaseAuthFake>,
  answers: AccountEmailAnswers,
) => [
  http.post('*/auth/verification-email', ({ request }) => {
    const shopToken = /^Bearer shop-token-(\d+)$/.exec(request.headers.get('Authorization') ?? '');
    const idToken = shopToken ? answers.exchanges[Number(shopToken[1]) - 1] : undefined;
    const account = idToken ? firebase.accountOf(idToken) : undefined;
    if (!account) return errorResponse(401, 'Sign in to continue.');
    if (answers.limited) return errorResponse(429, TOO_MANY);
    if (!account.emailVerified)
      firebase.links.push({ requestType: 'VERIFY_EMAIL', email: account.email });
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('*/auth/password-reset-email', async ({ request }) => {
    const { email } = (await request.json()) as { email: string };
    if (answers.limited) return errorResponse(429, TOO_MANY);
    const account = firebase.account(email);
    if (account && !account.disabled)
      firebase.links.push({ requestType: 'PASSWORD_RESET', email: account.email });
    return new HttpResponse(null, { status: 202 });
  }),
];
