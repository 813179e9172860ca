import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { AuthSession, AuthUser } from './auth-session';

declare module '@tanstack/history' {
  interface HistoryState {
    /** Set when the shop ends a session and opens /login: the person is still signed in for a moment. */
    sessionEnding?: boolean;
  }
}

/** Only a path on this site: never another origin ('//evil.example', 'https://…'), so no open redirect. */
export const safeRedirect = (value: unknown): string | undefined =>
  typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : undefined;

export interface RedirectSearch {
  redirect?: string;
}

/** `validateSearch` of /login and /signup: where to go after signing in, if it is a page of the shop. */
export const validateRedirectSearch = (search: Record<string, unknown>): RedirectSearch => {
  const target = safeRedirect(search.redirect);
  return target ? { redirect: target } : {};
};

/**
 * `beforeLoad` of the routes that need a signed-in user. Waits for the provider's first answer, then sends
 * anyone signed out to /signup, remembering where they were going.
 */
export async function requireSignedIn({
  context,
  location,
}: {
  context: { auth: AuthSession };
  location: Pick<ParsedLocation, 'href'>;
}): Promise<void> {
  await signedInUser(context.auth, location);
}

/** The signed-in user, once the provider has said who it is; anyone signed out goes to /signup. */
export async function signedInUser(
  auth: AuthSession,
  location: Pick<ParsedLocation, 'href'>,
): Promise<AuthUser> {
  const { user } = await auth.whenResolved();
  if (!user) throw redirect({ to: '/signup', search: { redirect: location.href } });
  return user;
}

/**
 * `beforeLoad` of /login and /signup: someone already signed in has nothing to do there, and goes on to the page
 * they came from (the `redirect` search param), or home; the sign-in page does not stay in the history.
 */
export async function leaveWhenSignedIn({
  context,
  search,
  location,
}: {
  context: { auth: AuthSession };
  search: RedirectSearch;
  location: { state: Pick<ParsedLocation['state'], 'sessionEnding'> };
}): Promise<void> {
  if (location.state.sessionEnding) return;
  const { user } = await context.auth.whenResolved();
  if (user) throw redirect({ href: safeRedirect(search.redirect) ?? '/', replace: true });
}
