// The bare stack's page as a server would send it: its build's index.html with the markup rendered here and the
// cache it was rendered from, and a server for both. Used by the budget (e2e/main-thread.ts) and `make perf`
// (scripts/perf.mjs), which Node runs without a build step: hence the explicit `.ts` of the import.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { BARE_STATE_ELEMENT_ID, bareStackPage } from './bare-page.ts';

/** Where `vite build -c e2e/bare-stack/vite.config.ts` (part of the frontend's build) writes the page. */
export const BARE_STACK_BUILD = new URL('../../dist-bare-stack/', import.meta.url);

export async function bareStackHtml(): Promise<string> {
  const { router, element, state } = bareStackPage(createMemoryHistory({ initialEntries: ['/'] }));
  await router.load();
  const markup = renderToString(element);
  const json = JSON.stringify(state()).replace(/</g, '\\u003c');
  return (await readFile(new URL('index.html', BARE_STACK_BUILD), 'utf8'))
    .replace('<!--app-->', markup)
    .replace(
      '<!--state-->',
      `<script type="application/json" id="${BARE_STATE_ELEMENT_ID}">${json}</script>`,
    );
}

/** The bare stack's page and its scripts, served on a port of its own until `stop()` is called. */
export async function serveBareStack(): Promise<{ url: string; stop: () => Promise<void> }> {
  const html = await bareStackHtml();
  const answer = async (pathname: string): Promise<[number, string, Buffer | string]> => {
    if (pathname === '/') return [200, 'text/html', html];
    const body = await readFile(new URL(`.${pathname}`, BARE_STACK_BUILD)).catch(() => null);
    return body ? [200, 'text/javascript', body] : [404, 'text/plain', ''];
  };
  const server = createServer((request, response) => {
    void answer(new URL(request.url ?? '/', 'http://bare').pathname).then(([status, type, body]) =>
      response.writeHead(status, { 'Content-Type': type }).end(body),
    );
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return {
    url: `http://localhost:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  };
}
