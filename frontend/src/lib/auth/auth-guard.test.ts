import { isRedirect } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import {
  leaveWhenSignedIn,
  requireSignedIn,
  safeRedirect,
  validateRedirectSearch,
} from './auth-guard';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import type { AuthUser } from './auth-session';

const ada: AuthUser = {
  uid: 'uid-ada',
  email: 'ada@example.com',
  emailVerified: true,
  signInMethods: ['password'],
  displayName: 'Ada',
  photoURL: null,
};

const guard = (auth: ReturnType<typeof createInMemoryAuthSession>, href: string) =>
  requireSignedIn({ context: { auth }, location: { href } });

describe('the guard of the routes that need a signed-in user', () => {
  it('sends a signed-out visitor to /signup, remembering the page with its search', async () => {
    const auth = createInMemoryAuthSession({ user: null });

    const refusal = await guard(auth, '/order?from=menu').catch((thrown: unknown) => thrown);

    expect(isRedirect(refusal)).toBe(true);
    expect((refusal as { options: unknown }).options).toMatchObject({
      to: '/signup',
      search: { redirect: '/order?from=menu' },
    });
  });

  it('lets a signed-in user through', async () => {
    await expect(
      guard(createInMemoryAuthSession({ user: ada }), '/order'),
    ).resolves.toBeUndefined();
  });

  it('waits for the provider to say who is signed in before deciding', async () => {
    const auth = createInMemoryAuthSession();
    let settled = false;
    const decision = guard(auth, '/update-profile').finally(() => {
      settled = true;
    });

    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);

    auth.resolve(ada);
    await expect(decision).resolves.toBeUndefined();
  });
});

describe('the sign-in pages for someone signed in already', () => {
  const leave = (user: AuthUser | null, redirect?: string, state = {}) =>
    leaveWhenSignedIn({
      context: { auth: createInMemoryAuthSession({ user }) },
      search: redirect ? { redirect } : {},
      location: { state },
    }).catch((thrown: unknown) => thrown);

  it('send them on to the page they came from, replacing the sign-in page', async () => {
    const leaving = await leave(ada, '/order');

    expect(isRedirect(leaving)).toBe(true);
    expect((leaving as { options: unknown }).options).toMatchObject({
      href: '/order',
      replace: true,
    });
  });

  it('send them home when they came from nowhere, or from another site', async () => {
    for (const redirect of [undefined, '//evil.example/']) {
      expect((await leave(ada, redirect)) as { options: unknown }).toMatchObject({
        options: { href: '/' },
      });
    }
  });

  it('stay open for a visitor, and for someone whose session the shop is ending', async () => {
    expect(await leave(null, '/order')).toBeUndefined();
    expect(await leave(ada, '/order', { sessionEnding: true })).toBeUndefined();
  });
});

describe('where to go back after signing in', () => {
  it('accepts pages of the shop only', () => {
    expect(safeRedirect('/order')).toBe('/order');
    expect(safeRedirect('/menu?category=pizza#top')).toBe('/menu?category=pizza#top');
    expect(safeRedirect('https://evil.example/')).toBeUndefined();
    expect(safeRedirect('//evil.example/')).toBeUndefined();
    expect(safeRedirect('/\\evil.example/')).toBeUndefined();
    expect(safeRedirect('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirect(42)).toBeUndefined();
  });

  it('drops a redirect search param that leaves the shop', () => {
    expect(validateRedirectSearch({ redirect: '/order' })).toEqual({ redirect: '/order' });
    expect(validateRedirectSearch({ redirect: '//evil.example' })).toEqual({});
    expect(validateRedirectSearch({})).toEqual({});
  });
});
