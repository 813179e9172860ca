import type { CartLineInput } from '@/api/generated/model';

/** What a visitor chose to add before signing in: it goes in their cart once they are signed in, in this tab. */
export interface PendingCartAdd {
  line: CartLineInput;
  dishName: string;
  savedAt: number;
}

const KEY = 'pending-cart-add';
/** A choice older than this is forgotten: the visitor has moved on. */
const KEPT_MS = 60 * 60_000;

/** Keeps the visitor's dish and choices for after sign-in; a browser that keeps nothing loses only the convenience. */
export function keepCartAdd(line: CartLineInput, dishName: string): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ line, dishName, savedAt: Date.now() }));
  } catch {
    // Storage off or full: the visitor adds the dish again after signing in.
  }
}

function read(): PendingCartAdd | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingCartAdd | null;
    if (!kept || typeof kept.line?.menuItemId !== 'string' || typeof kept.dishName !== 'string')
      return undefined;
    return Date.now() - kept.savedAt < KEPT_MS ? kept : undefined;
  } catch {
    return undefined;
  }
}

/** The dish waiting for sign-in, if any, left where it is. */
export const pendingCartAdd = (): PendingCartAdd | undefined => read();

/** The dish waiting for sign-in, if any, taken: it is added once. */
export function takeCartAdd(): PendingCartAdd | undefined {
  const kept = read();
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept to remove.
  }
  return kept;
}
