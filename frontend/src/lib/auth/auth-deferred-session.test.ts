import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAccessToken } from '@/api/fetcher';
import { clearAccessToken, storeAccessToken } from './auth-token';
import { createAuthSession } from './auth-deferred-session';
import type { AuthSession, AuthSnapshot } from './auth-session';
import { AuthSnapshotStore } from './auth-snapshot-store';
import { createTestQueryClient } from '@/test/render';

/** A stand-in for the session on Firebase: its snapshots are set by the test, its actions recorded. */
class SessionStandIn extends AuthSnapshotStore {
  readonly calls: string[] = [];

  constructor(signedIn: boolean) {
    super();
    this.snapshot = {
      status: signedIn ? 'loading' : 'signed-out',
      user: null,
      googleSignIn: 'not-ready',
    };
  }

  show(next: AuthSnapshot) {
    this.publish(next);
  }

  prepareSignIn = () => {
    this.calls.push('prepareSignIn');
  };

  signIn = (email: string) => {
    this.calls.push(`signIn ${email}`);
    this.publish({
      status: 'signed-in',
      user: {
        uid: 'ada',
        email,
        emailVerified: true,
        signInMethods: ['password'],
        displayName: 'Ada',
        photoURL: null,
      },
      googleSignIn: 'popup',
    });
    return Promise.resolve();
  };
}

function sessionModule() {
  const made: SessionStandIn[] = [];
  const load = vi.fn(() =>
    Promise.resolve({
      createFirebaseAuthSession: () => {
        const session = new SessionStandIn(readAccessToken() !== null);
        made.push(session);
        return session as unknown as AuthSession;
      },
    }),
  );
  return { load, made };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => clearAccessToken());

describe('the session as a page starts it', () => {
  it('is signed out at once for a first visitor, and loads no sign-in code until a sign-in form opens', async () => {
    const { load, made } = sessionModule();
    const session = createAuthSession({
      queryClient: createTestQueryClient(),
      loadSession: load,
    });
    expect(session.getSnapshot()).toMatchObject({
      status: 'signed-out',
      googleSignIn: 'not-ready',
    });
    await settle();
    expect(load).not.toHaveBeenCalled();

    session.prepareSignIn();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(made[0].calls).toEqual(['prepareSignIn']);
  });

  it("loads the sign-in code at once for a visitor who signed in here before, and follows that session's state", async () => {
    storeAccessToken('shop-token');
    const { load, made } = sessionModule();
    const session = createAuthSession({
      queryClient: createTestQueryClient(),
      loadSession: load,
    });
    expect(session.getSnapshot().status).toBe('loading');
    const heard = vi.fn();
    session.subscribe(heard);
    await settle();
    expect(load).toHaveBeenCalledTimes(1);

    made[0].show({ status: 'signed-out', user: null, googleSignIn: 'popup', sessionEnded: true });
    expect(session.getSnapshot()).toEqual({
      status: 'signed-out',
      user: null,
      googleSignIn: 'popup',
      sessionEnded: true,
    });
    expect(heard).toHaveBeenCalled();
    expect(await session.whenResolved()).toMatchObject({ status: 'signed-out' });
  });

  it('hands every action to the loaded session, once, and says what it then says', async () => {
    const { load, made } = sessionModule();
    const session = createAuthSession({
      queryClient: createTestQueryClient(),
      loadSession: load,
    });
    await Promise.all([
      session.signIn('ada@example.com', 'correct-horse'),
      session.signIn('ada@example.com', 'correct-horse'),
    ]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(made).toHaveLength(1);
    expect(made[0].calls).toEqual(['signIn ada@example.com', 'signIn ada@example.com']);
    expect(session.getSnapshot()).toMatchObject({
      status: 'signed-in',
      user: { email: 'ada@example.com' },
    });
  });

  it('leaves a visitor signed out when the code cannot be had, and tries again at the next sign-in', async () => {
    storeAccessToken('shop-token');
    const { load: loads, made } = sessionModule();
    const load = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(loads);
    const session = createAuthSession({
      queryClient: createTestQueryClient(),
      loadSession: load as never,
    });
    expect(await session.whenResolved()).toMatchObject({
      status: 'signed-out',
      googleSignIn: 'popup',
    });

    await session.signIn('ada@example.com', 'correct-horse');
    expect(load).toHaveBeenCalledTimes(2);
    expect(made[0].calls).toEqual(['signIn ada@example.com']);
    expect(session.getSnapshot().status).toBe('signed-in');
  });
});
