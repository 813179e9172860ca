/**
 * The event main.tsx fires on the document right after React has begun to take a server-rendered page over: the
 * page's loader (src/app-loader.ts) then makes again the taps it held and hands over what was typed.
 */
export const APP_TOOK_OVER = 'app-took-over';
