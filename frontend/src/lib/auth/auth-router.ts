import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { setOnUnauthorized } from '@/api/fetcher';
import { safeRedirect } from './auth-guard';
import type { AuthSession } from './auth-session';
import { toastProblem } from '@/lib/toasts';

const SESSION_ENDED_MESSAGE = msg`Your session has ended. Please log in again.`;

/** Where the shop says whether someone is staff, and in which role (`GET /users/admin/{user}`). */
const ADMIN_STATUS_PATH = '/users/admin/';

/** Opens /login, remembering the page the person was on, unless they are there already. */
const leaveForLogin = async (router: AnyRouter) => {
  const here = router.state.location;
  if (here.pathname === '/login') return;
  // A guarded page may have sent them to /signup already: the page they were on is its redirect.
  const redirect =
    here.pathname === '/signup'
      ? safeRedirect((here.search as { redirect?: unknown }).redirect)
      : here.href;
  await router.navigate({
    to: '/login',
    search: redirect ? { redirect } : {},
    state: (previous) => ({ ...previous, sessionEnding: true }),
  });
};

// Said in the browser's language of the moment: the session ends outside any screen.
const tellSessionEnded = () => toastProblem(i18n._(SESSION_ENDED_MESSAGE));

/**
 * Keeps the router in step with the session: guarded routes are checked again when the user changes
 * (e.g. signed out in another tab); a 401 from the API, or a renewal the shop refused, signs the user out and opens
 * /login. A 403 is a right the person's role lacks, not an ended session: they stay signed in, the shop's word on
 * their role is read again (an owner may have changed it) and the screens follow it.
 */
export function connectAuthToRouter(session: AuthSession, router: AnyRouter): () => void {
  const { status: initialStatus, user: initialUser } = session.getSnapshot();
  let shownUid: string | null | undefined =
    initialStatus === 'loading' ? undefined : (initialUser?.uid ?? null);
  let endTold = false;
  const unsubscribe = session.subscribe(() => {
    const { status, user, sessionEnded } = session.getSnapshot();
    if (status === 'loading') return;
    const uid = user?.uid ?? null;
    const firstAnswer = shownUid === undefined;
    // Firebase may sign a disabled account out itself a moment before the session learns why.
    if (sessionEnded && !endTold && !firstAnswer) {
      endTold = true;
      shownUid = uid;
      tellSessionEnded();
      void leaveForLogin(router);
      return;
    }
    if (!sessionEnded) endTold = false;
    if (uid === shownUid) return;
    shownUid = uid;
    if (!firstAnswer) void router.invalidate();
  });

  let recovering = false;
  setOnUnauthorized((error) => {
    if (error.status === 403) {
      void (router.options.context as { queryClient?: QueryClient }).queryClient?.invalidateQueries(
        {
          predicate: ({ queryKey }) => String(queryKey[0]).startsWith(ADMIN_STATUS_PATH),
        },
      );
      return;
    }
    // One recovery at a time: the other requests refused meanwhile are part of the same story.
    if (recovering) return;
    recovering = true;
    void (async () => {
      try {
        if ((await session.recoverFromUnauthorized(error)) !== 'sign-out') return;
        // Leave first, so that the guarded page does not redirect to /signup on its own.
        await leaveForLogin(router);
        await session.signOut();
        tellSessionEnded();
      } finally {
        recovering = false;
      }
    })();
  });

  return () => {
    unsubscribe();
    setOnUnauthorized(undefined);
  };
}
