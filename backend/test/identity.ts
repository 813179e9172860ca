import { randomBytes } from 'node:crypto';

/** Accounts in the real Firebase Auth emulator, signed in over its REST API as the Firebase SDK does. */
function emulatorUrl(path: string): string {
  return `http://${process.env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=test-api-key`;
}

async function call(path: string, body: object): Promise<{ idToken: string; localId: string; email: string }> {
  const res = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { idToken: string; localId: string; email: string; error?: { message: string } };
  if (!res.ok) throw new Error(`emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

export function uniqueEmail(prefix = 'guest'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs a new account up with e-mail and password; answers its Firebase ID token. */
export async function signUpWithPassword(email = uniqueEmail(), password = 'correct horse 42', displayName?: string) {
  const account = await call('accounts:signUp', { email, password, returnSecureToken: true });
  if (displayName) await call('accounts:update', { idToken: account.idToken, displayName, returnSecureToken: true });
  const signedIn = await call('accounts:signInWithPassword', { email, password, returnSecureToken: true });
  return { email, password, idToken: signedIn.idToken, uid: signedIn.localId };
}

/** Signs in with Google the way the emulator allows offline: an unsigned Google credential. */
export async function signInWithGoogle(email = uniqueEmail('google'), name = 'Grace Hopper') {
  const googleToken = JSON.stringify({ sub: randomBytes(8).toString('hex'), email, email_verified: true, name });
  const account = await call('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(googleToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
    returnIdpCredential: true,
  });
  return { email, idToken: account.idToken, uid: account.localId };
}
