/**
 * The event main.tsx fires on the document right after React has begun to take a server-rendered page over: the
 * page's loader (src/app-loader.ts) then makes again the taps it held and hands over what was typed.
 */
export const APP_TOOK_OVER = 'app-took-over';

let tookOver = false;

/**
 * Whether React has the first page: taken over from the server's markup, or rendered itself. Until then the parts of
 * the server's page below a phone's first screen wait to be seen; every page after it is the browser's own.
 */
export const appHasTakenOver = (): boolean => tookOver;

/** Said by main.tsx once the router has loaded the first page and React begins to take it over or render it. */
export function appTakesOver(): void {
  tookOver = true;
}
