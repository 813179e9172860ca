export type Direction = 'up' | 'down';

/**
 * After a list item moves, the focus goes back to its move button, so that a keyboard moves it again with the
 * same key; at the list's edge, where that button is disabled, to the other one. Items carry `data-item`, their
 * buttons `data-move`.
 */
export function keepFocusAfterMove(
  list: HTMLElement | null,
  item: string,
  { to, last, direction }: { to: number; last: number; direction: Direction },
) {
  const atEdge = direction === 'up' ? to === 0 : to === last;
  const button = atEdge ? (direction === 'up' ? 'down' : 'up') : direction;
  // After the re-render that moved it.
  setTimeout(() =>
    list
      ?.querySelector<HTMLButtonElement>(`[data-item="${item}"] [data-move="${button}"]`)
      ?.focus(),
  );
}
