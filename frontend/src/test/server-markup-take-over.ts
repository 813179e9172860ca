import { act, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

/** Pages taken over so far, in every file of the worker: each page's ids are its own (see below). */
let pages = 0;

/**
 * For tests of a server-rendered page taken over by React in the browser: React's act() outside Testing Library's
 * render, and each test's page unmounted after it. Called once at a file's top level, it answers the take-over: the
 * server's markup of `server` (rendered as the server's bundle renders it, `import.meta.env.SSR` true), then
 * `meanwhile` (what the browser knows and the server did not), then React taking the markup over with `client`; with
 * the markup's first element as the server wrote it, what React found amiss, and a way to render the page again.
 */
export function serverMarkupTakeOver() {
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  beforeAll(() => {
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterAll(() => {
    delete actEnvironment.IS_REACT_ACT_ENVIRONMENT;
  });
  let root: ReturnType<typeof hydrateRoot> | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  return async (server: ReactNode, client: ReactNode = server, meanwhile?: () => void) => {
    // Ids of a page's own, as each page is a document of its own: what one test's page marked by an id (a part the
    // visitor reached) is not another's, in this file or another that shares the worker's modules.
    pages += 1;
    const identifierPrefix = `page-${pages}-`;
    const container = document.createElement('div');
    const ssrAsItWas = import.meta.env.SSR;
    vi.stubEnv('SSR', true);
    container.innerHTML = renderToString(server, { identifierPrefix });
    vi.stubEnv('SSR', ssrAsItWas);
    document.body.append(container);
    const serverMarkup = container.firstElementChild;
    meanwhile?.();
    const mismatches: unknown[] = [];
    const takenOver = await act(async () =>
      hydrateRoot(container, client, {
        identifierPrefix,
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    root = takenOver;
    /** The page rendered again by the app, with what its state is now. */
    const renderAgain = (next: ReactNode) => act(() => takenOver.render(next));
    return { container, serverMarkup, mismatches, renderAgain };
  };
}
