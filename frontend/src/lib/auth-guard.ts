import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { AuthSession } from './auth-session';

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
  const { user } = await context.auth.whenResolved();
  if (!user) throw redirect({ to: '/signup', search: { redirect: location.href } });
}
