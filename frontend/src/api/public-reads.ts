/**
 * The API's reads whose answer is the same for every visitor (public in the contract, and nothing in them depends on
 * who asks). They are sent without the token, so that the service worker keeps them for a signed-in customer too:
 * a returning customer finds the menu offline whether or not they signed in.
 */
export const PUBLIC_READ_PATHS: readonly string[] = ['/menu', '/shop'];

const PUBLIC_READS = new Set(PUBLIC_READ_PATHS);

/** Whether a call (its API path, with or without a query) is one of those reads. */
export const isPublicRead = (path: string, method = 'GET'): boolean =>
  method.toUpperCase() === 'GET' && PUBLIC_READS.has(path.split('?')[0]);
