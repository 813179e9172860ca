import { notifications } from '@mantine/notifications';
import type { AnyRouter } from '@tanstack/react-router';
import { setOnUnauthorized } from '../api/fetcher';
import type { AuthSession } from './auth-session';

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/**
 * Keeps the router in step with the session: guarded routes are checked again when the user changes
 * (e.g. signed out in another tab), and a 401 or 403 from the API signs the user out and opens /login.
 */
export function connectAuthToRouter(session: AuthSession, router: AnyRouter): () => void {
  let shownUid: string | null | undefined;
  const unsubscribe = session.subscribe(() => {
    const { status, user } = session.getSnapshot();
    if (status === 'loading') return;
    const uid = user?.uid ?? null;
    const firstAnswer = shownUid === undefined;
    if (uid === shownUid) return;
    shownUid = uid;
    if (!firstAnswer) void router.invalidate();
  });

  let recovering = false;
  setOnUnauthorized((error) => {
    // One recovery at a time: the other requests refused meanwhile are part of the same story.
    if (recovering) return;
    recovering = true;
    void (async () => {
      try {
        if ((await session.recoverFromUnauthorized(error)) !== 'sign-out') return;
        const here = router.state.location;
        const onSignInPage = here.pathname === '/login' || here.pathname === '/signup';
        // Leave first, so that the guarded page does not redirect to /signup on its own.
        if (!onSignInPage) await router.navigate({ to: '/login', search: { redirect: here.href } });
        await session.signOut();
        notifications.show({ color: 'yellow', message: SESSION_ENDED_MESSAGE });
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
