import { randomBytes } from 'node:crypto';

/** Accounts in the real Firebase Auth emulator, signed in over its REST API as the Firebase SDK does. */
function emulatorUrl(path: string): string {
  return `http://${process.env.TEST_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}?key=test-api-key`;
}

interface EmulatorAnswer {
  idToken: string;
  localId: string;
  email: string;
  error?: { message: string };
}

async function call(path: string, body: object, headers: Record<string, string> = {}): Promise<EmulatorAnswer> {
  const res = await fetch(emulatorUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as EmulatorAnswer;
  if (!res.ok) throw new Error(`emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

/** What Firebase's Admin SDK or console may do to any account: the emulator takes `Bearer owner` as its credential. */
function asOwner(path: string, body: object): Promise<EmulatorAnswer> {
  return call(`projects/${process.env.TEST_FIREBASE_PROJECT_ID}/${path}`, body, { Authorization: 'Bearer owner' });
}

export function uniqueEmail(prefix = 'guest'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export interface PasswordAccount {
  email: string;
  password: string;
  idToken: string;
  uid: string;
}

/** Signs a new account up with e-mail and password; answers its Firebase ID token. */
export async function signUpWithPassword(
  email = uniqueEmail(),
  password = 'correct horse 42',
  displayName?: string,
): Promise<PasswordAccount> {
  const account = await call('accounts:signUp', { email, password, returnSecureToken: true });
  if (displayName) await call('accounts:update', { idToken: account.idToken, displayName, returnSecureToken: true });
  return signInWithPassword(email, password);
}

export async function signInWithPassword(email: string, password = 'correct horse 42'): Promise<PasswordAccount> {
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

/** The newest link the emulator would have mailed about an address, as a person finds it in their inbox. */
async function newestLink(email: string, requestType: string): Promise<string> {
  const res = await fetch(
    `http://${process.env.TEST_AUTH_EMULATOR_HOST}/emulator/v1/projects/${process.env.TEST_FIREBASE_PROJECT_ID}/oobCodes`,
  );
  const { oobCodes } = (await res.json()) as { oobCodes: { email: string; requestType: string; oobLink: string }[] };
  const link = oobCodes.filter((code) => code.email === email && code.requestType === requestType).at(-1)?.oobLink;
  if (!link) throw new Error(`The emulator sent no ${requestType} link to ${email}.`);
  return link;
}

async function follow(link: string): Promise<void> {
  const res = await fetch(link);
  if (!res.ok) throw new Error(`The link ${link} answered ${res.status}: ${await res.text()}`);
}

/** Asks Firebase to mail a verification link, and follows it as the account's holder would. */
export async function verifyEmail(account: { email: string; idToken: string }): Promise<void> {
  await call('accounts:sendOobCode', { requestType: 'VERIFY_EMAIL', idToken: account.idToken });
  await follow(await newestLink(account.email, 'VERIFY_EMAIL'));
}

/** Moves the account to another address as Firebase does it: a link mailed to the new address, followed. */
export async function changeEmail(account: PasswordAccount, newEmail: string): Promise<PasswordAccount> {
  await call('accounts:sendOobCode', { requestType: 'VERIFY_AND_CHANGE_EMAIL', idToken: account.idToken, newEmail });
  await follow(await newestLink(account.email, 'VERIFY_AND_CHANGE_EMAIL'));
  return signInWithPassword(newEmail, account.password);
}

/** A new account with a verified address, as most returning customers and every administrator have. */
export async function signUpVerified(
  email = uniqueEmail(),
  password?: string,
  displayName?: string,
): Promise<PasswordAccount> {
  const account = await signUpWithPassword(email, password, displayName);
  await verifyEmail(account);
  return account;
}

export const disableAccount = (uid: string) => asOwner('accounts:update', { localId: uid, disableUser: true });
export const deleteAccount = (uid: string) => asOwner('accounts:delete', { localId: uid });
/** Signs the account out everywhere: ID tokens issued before now are revoked. */
export const revokeSessions = (uid: string) =>
  asOwner('accounts:update', { localId: uid, validSince: String(Math.floor(Date.now() / 1000)) });
/** An account with whatever profile Firebase will store, as the Admin SDK or another app could set it. */
export const setProfile = (uid: string, profile: { displayName?: string; photoUrl?: string }) =>
  asOwner('accounts:update', { localId: uid, ...profile });
