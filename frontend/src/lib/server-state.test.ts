import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asOfThePagesAnswer } from './server-state';

const RENDERED_AT = Date.parse('2026-11-28T18:00:00Z');
const ANSWERED_AT = Date.parse('2026-11-28T19:30:00Z');

/** A server's cache with the shop's answer in it, as rendered an hour and a half before the page was sent. */
function serverState() {
  const server = new QueryClient();
  server.setQueryData(['/api/shop'], { open: true }, { updatedAt: RENDERED_AT });
  return dehydrate(server);
}

/** Whether a browser's cache, hydrated at the page's answer from `state`, would fetch the shop's answer again. */
function staleInTheBrowser(state: ReturnType<typeof dehydrate>, now: number) {
  const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
  hydrate(browser, state);
  const query = browser.getQueryCache().find({ queryKey: ['/api/shop'] })!;
  return now - query.state.dataUpdatedAt > 60_000;
}

describe('the server state of a page, as of its answer', () => {
  it('is as fresh as the page that came over the network, however long ago it was rendered', () => {
    const state = asOfThePagesAnswer(serverState(), ANSWERED_AT, true);
    expect(state.queries[0].state.dataUpdatedAt).toBe(ANSWERED_AT);
    expect(staleInTheBrowser(state, ANSWERED_AT + 1_000)).toBe(false);
    // It ages as any answer does.
    expect(staleInTheBrowser(state, ANSWERED_AT + 61_000)).toBe(true);
  });

  it('keeps its rendering time when the page was read offline (the service worker kept it)', () => {
    const state = asOfThePagesAnswer(serverState(), ANSWERED_AT, false);
    expect(state.queries[0].state.dataUpdatedAt).toBe(RENDERED_AT);
    expect(staleInTheBrowser(state, ANSWERED_AT + 1_000)).toBe(true);
  });

  it('keeps its rendering time when the browser cannot say when the page came', () => {
    expect(asOfThePagesAnswer(serverState(), undefined, true).queries[0].state.dataUpdatedAt).toBe(
      RENDERED_AT,
    );
  });

  it('never makes an answer older than the server said', () => {
    const earlier = RENDERED_AT - 5_000;
    expect(asOfThePagesAnswer(serverState(), earlier, true).queries[0].state.dataUpdatedAt).toBe(
      RENDERED_AT,
    );
  });
});
