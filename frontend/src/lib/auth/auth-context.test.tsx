import { act, Suspense, use } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydrateWhenSeen } from '@/components/hydrate-when-seen';
import { createInMemoryAuthSession } from '@/test/auth-in-memory-session';
import { serverMarkupTakeOver } from '@/test/server-markup-take-over';
import { AuthProvider, useAuth } from './auth-context';
import { serverAuthSession } from './auth-server-session';
import type { AuthSession } from './auth-session';

function Account() {
  const { status, user } = useAuth();
  return <p>{user ? `Signed in as ${user.email}` : status}</p>;
}

const page = (session: AuthSession) => (
  <AuthProvider session={session}>
    <Account />
  </AuthProvider>
);

const takeOver = serverMarkupTakeOver();

/** The server's markup of the page, taken over by React in the browser with `session`; what React found amiss. */
const hydrateWith = (session: AuthSession, render = page) =>
  takeOver(render(serverAuthSession), render(session));

describe('the sign-in state on a server-rendered page', () => {
  it("is the server's while React takes the markup over, then the visitor's", async () => {
    expect(renderToString(page(serverAuthSession))).toContain('loading');
    const { container, serverMarkup, mismatches } = await hydrateWith(
      createInMemoryAuthSession({ user: null }),
    );
    expect(mismatches).toEqual([]);
    // The markup was kept, and now says what the browser knows.
    expect(container.firstElementChild).toBe(serverMarkup);
    expect(container.textContent).toBe('signed-out');
  });

  it("keeps the server's markup on the screen while what the visitor's state brings is still coming", async () => {
    // The account's part for a signed-out visitor waits for its code, as a lazy component does.
    let arrive = () => {};
    const code = new Promise<void>((resolve) => (arrive = resolve));
    function SlowAccount() {
      const { status } = useAuth();
      if (status === 'signed-out') use(code);
      return <p>{status}</p>;
    }
    const slowPage = (session: AuthSession) => (
      <AuthProvider session={session}>
        <Suspense fallback={<p>…</p>}>
          <SlowAccount />
        </Suspense>
      </AuthProvider>
    );
    const { container, mismatches } = await hydrateWith(
      createInMemoryAuthSession({ user: null }),
      slowPage,
    );
    expect(mismatches).toEqual([]);
    // A change React must show at once would put the fallback in its place; as a transition, the page stays.
    expect(container.textContent).toBe('loading');
    await act(async () => arrive());
    expect(container.textContent).toBe('signed-out');
  });

  it('reaches the page while a part of it below waits for its hydration, which it leaves waiting', async () => {
    let footerRenders = 0;
    const LaterFooter = hydrateWhenSeen(function Footer() {
      footerRenders += 1;
      return <footer>Opening hours</footer>;
    });
    const pageWithAFooter = (session: AuthSession) => (
      <AuthProvider session={session}>
        <Account />
        <LaterFooter />
      </AuthProvider>
    );
    const { container, mismatches } = await takeOver(
      pageWithAFooter(serverAuthSession),
      pageWithAFooter(createInMemoryAuthSession({ user: null })),
      () => {
        footerRenders = 0;
      },
    );
    expect(mismatches).toEqual([]);
    expect(container.querySelector('p')?.textContent).toBe('signed-out');
    // A change of the context's value would have had React hydrate the footer first, or wait for it.
    expect(footerRenders).toBe(0);
    expect(container.querySelector('footer')?.textContent).toBe('Opening hours');
  });

  it('follows the session after the takeover: a sign-in, then a sign-out', async () => {
    const session = createInMemoryAuthSession({
      user: null,
      accounts: { 'ada@example.com': 'correct horse' },
    });
    const { container } = await hydrateWith(session);
    await act(() => session.signIn('ada@example.com', 'correct horse'));
    expect(container.textContent).toBe('Signed in as ada@example.com');
    await act(() => session.signOut());
    expect(container.textContent).toBe('signed-out');
  });

  it("is the session's own from the first render of a page the browser renders itself", async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const session = createInMemoryAuthSession({ user: null });
    const seen: string[] = [];
    function Recorder() {
      seen.push(useAuth().status);
      return null;
    }
    const created = createRoot(container);
    await act(async () =>
      created.render(
        <AuthProvider session={session}>
          <Recorder />
        </AuthProvider>,
      ),
    );
    expect(seen[0]).toBe('signed-out');
    act(() => created.unmount());
  });
});
