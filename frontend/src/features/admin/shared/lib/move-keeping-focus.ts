import { flushSync } from 'react-dom';

export type Direction = 'up' | 'down';

/**
 * Moves a list item, then puts the focus back on its move button, so that a keyboard moves it again with the same
 * key; at the list's edge, where that button is disabled, on the other one. Items carry `data-item`, their buttons
 * `data-move`. The move is rendered at once (`flushSync`), so the focus lands before the click's handler returns,
 * whatever the machine's speed, not on a timer that a busy one may run late.
 */
export function moveKeepingFocus(
  list: HTMLElement | null,
  item: string,
  { to, last, direction }: { to: number; last: number; direction: Direction },
  move: () => void,
) {
  flushSync(move);
  const atEdge = direction === 'up' ? to === 0 : to === last;
  const button = atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
  list?.querySelector<HTMLButtonElement>(`[data-item="${item}"] [data-move="${button}"]`)?.focus();
}
