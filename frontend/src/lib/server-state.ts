import type { DehydratedState } from '@tanstack/react-query';

/** The id of the <script type="application/json"> holding the React Query cache a server-rendered page came from. */
export const SERVER_STATE_ELEMENT_ID = 'shop-server-state';

/**
 * The server's cache as of the page's answer. The server renders a page again whenever the menu or the shop's status
 * changes and keeps it in between, so the answers in a page that came over the network are current when it came, not
 * as old as its rendering: stamped with its rendering time, every answer older than its stale time was fetched again
 * as the app took the page over, and everything showing it rendered again in the same task. A page read while the
 * browser is offline (the service worker's copy) keeps the times it was rendered with.
 */
export function asOfThePagesAnswer(
  state: DehydratedState,
  answeredAt: number | undefined,
  online: boolean,
): DehydratedState {
  if (!online || answeredAt === undefined) return state;
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: Math.max(query.state.dataUpdatedAt, answeredAt) },
    })),
  };
}

/** When the page's own answer began to arrive, by this browser's clock. */
export function pageAnsweredAt(): number | undefined {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation ? performance.timeOrigin + navigation.responseStart : undefined;
}
