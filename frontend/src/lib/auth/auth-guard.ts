import type { QueryClient } from '@tanstack/react-query';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import type { Permission } from '@/api/generated/model';
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

async function signedInUser(
  auth: AuthSession,
  location: Pick<ParsedLocation, 'href'>,
): Promise<AuthUser> {
  const { user } = await auth.whenResolved();
  if (!user) throw redirect({ to: '/signup', search: { redirect: location.href } });
  return user;
}

/**
 * `beforeLoad` of the dashboard: someone signed out goes to /signup as on every guarded route; for someone
 * signed in, asks the shop (through React Query's cache, shared with the header) whether they are one of the
 * restaurant's staff, and what their role lets them do, before anything of the dashboard loads. Its routes read
 * `isStaff` and `permissions` from the context.
 */
export async function checkStaff({
  context,
  location,
}: {
  context: { auth: AuthSession; queryClient: QueryClient };
  location: Pick<ParsedLocation, 'href'>;
}): Promise<{ isStaff: boolean; permissions: ReadonlySet<Permission> }> {
  const { email } = await signedInUser(context.auth, location);
  if (!email) return { isStaff: false, permissions: new Set() };
  // Loaded here, not with the guards every page has: its module brings the users' API module, which a first visit
  // to the storefront would otherwise carry whole.
  const { adminStatusQueryOptions } = await import('./admin-status');
  const { admin, permissions } = await context.queryClient.ensureQueryData(
    adminStatusQueryOptions(email),
  );
  return { isStaff: admin, permissions: new Set(permissions) };
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
