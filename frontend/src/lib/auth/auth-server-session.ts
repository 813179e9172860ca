import type { AuthSession, AuthSnapshot } from './auth-session';

/**
 * What the server knows of the visitor's sign-in: nothing. The server renders the storefront in this state, and
 * the browser hydrates it in the same state before it asks Firebase (see `useAuth`), so the markup matches.
 */
export const UNKNOWN_SIGN_IN: AuthSnapshot = {
  status: 'loading',
  user: null,
  googleSignIn: 'not-ready',
};

const onlyInTheBrowser = () =>
  Promise.reject(new Error('Signing in happens in the browser, not while the server renders.'));

/**
 * The session the server renders with: nobody is known, and every action is refused. A page that must know who
 * is signed in is the browser's to render (see `renderPage`); should one ask anyway, it fails instead of waiting.
 */
export const serverAuthSession: AuthSession = {
  subscribe: () => () => undefined,
  getSnapshot: () => UNKNOWN_SIGN_IN,
  whenResolved: onlyInTheBrowser,
  prepareSignIn: () => undefined,
  signIn: onlyInTheBrowser,
  signUp: onlyInTheBrowser,
  signInWithGoogle: onlyInTheBrowser,
  signOut: onlyInTheBrowser,
  updateProfile: onlyInTheBrowser,
  sendPasswordReset: onlyInTheBrowser,
  sendEmailVerification: onlyInTheBrowser,
  checkEmailVerified: onlyInTheBrowser,
  changeEmail: onlyInTheBrowser,
  recoverFromUnauthorized: () => Promise.resolve('ignore'),
};
