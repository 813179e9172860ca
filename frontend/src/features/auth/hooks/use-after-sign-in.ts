import { useLocation, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { safeRedirect } from '@/lib/auth/auth-guard';

const SIGN_IN_PAGES = new Set(['/login', '/signup']);

/** Where a user goes after signing in: the page they came from (the `redirect` search param), else / . */
function signInDestination(location: { pathname: string; href: string; search: unknown }) {
  const redirect = safeRedirect((location.search as { redirect?: unknown } | undefined)?.redirect);
  if (redirect) return redirect;
  // The modal opens over a page of the shop: that page is where the user came from.
  return SIGN_IN_PAGES.has(location.pathname) ? '/' : location.href;
}

/** Sends the user on after signing in, replacing the sign-in page in the history. */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    const destination = signInDestination(location);
    if (destination === location.href) return Promise.resolve();
    return navigate({ href: destination, replace: true });
  }, [location, navigate]);
}
