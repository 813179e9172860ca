// The bare stack's page as a server would send it: its build's index.html with the markup rendered here and the
// cache it was rendered from. Used by the budget (e2e/main-thread.ts) and `make perf` (scripts/perf.mjs), which Node
// runs without a build step: hence the explicit `.ts` of the import.
import { readFile } from 'node:fs/promises';
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
