import type { IncomingMessage, ServerResponse } from 'node:http';

type HeaderMiddleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export type FixedHeaders = ReadonlyArray<readonly [name: string, value: string]>;

/**
 * The headers a middleware sets on every answer whatever the request, found by running it once on a stand-in
 * answer: a handler placed before the middleware sends them itself without paying for the middleware each time.
 */
export function headersSetBy(middleware: HeaderMiddleware): FixedHeaders {
  const headers: Array<readonly [string, string]> = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, String(value)]);
      return recorder;
    },
    removeHeader() {},
  };
  let finished = false;
  middleware(
    { headers: {}, method: 'GET', url: '/' } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('The middleware did not answer at once: its headers depend on the request.');
  return headers;
}
