import { notifications } from '@mantine/notifications';
import type { AnyRouter } from '@tanstack/react-router';
import { setOnUnauthorized } from '../api/fetcher';
import type { AuthSession } from './auth-session';

const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again.';

/** Opens /login, remembering the page, unless the person is on a sign-in page already. */
const leaveForLogin = async (router: AnyRouter) => {
  const here = router.state.location;
  if (here.pathname === '/login' || here.pathname === '/signup') return;
  await router.navigate({ to: '/login', search: { redirect: here.href } });
};

const tellSessionEnded = () =>
  notifications.show({ color: 'yellow', message: SESSION_ENDED_MESSAGE });

/**
 * Keeps the router in step with the session: guarded routes are checked again when the user changes
 * (e.g. signed out in another tab); a 401 or 403 from the API, or a renewal the shop refused, signs the user
 * out and opens /login.
 */
export function connectAuthToRouter(session: AuthSession, router: AnyRouter): () => void {
  const { status: initialStatus, user: initialUser } = session.getSnapshot();
  let shownUid: string | null | undefined =
    initialStatus === 'loading' ? undefined : (initialUser?.uid ?? null);
  const unsubscribe = session.subscribe(() => {
    const { status, user, sessionEnded } = session.getSnapshot();
    if (status === 'loading') return;
    const uid = user?.uid ?? null;
    const firstAnswer = shownUid === undefined;
    if (uid === shownUid) return;
    shownUid = uid;
    if (firstAnswer) return;
    if (sessionEnded) {
      tellSessionEnded();
      void leaveForLogin(router);
    } else {
      void router.invalidate();
    }
  });

  let recovering = false;
  setOnUnauthorized((error) => {
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
