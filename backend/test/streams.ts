import type { IncomingMessage } from 'node:http';
import type { Response } from 'supertest';

/** Whether a test request goes to the shop's event stream, which stays open for as long as the client listens. */
export const isEventStream = (path: string): boolean => /^\/api\/events(\?|$)/.test(path);

/**
 * A supertest body parser for the event stream: an open stream ends the request at its first bytes (there is no
 * last byte to wait for), and an error answer is read whole as JSON, as supertest would.
 */
export function endingStreams(response: Response, done: (error: Error | null, body: unknown) => void): void {
  // Superagent hands its parsers Node's message, whatever its types say.
  const res = response as unknown as IncomingMessage;
  if (/^text\/event-stream/.test(res.headers['content-type'] ?? '')) {
    res.once('data', (chunk: Buffer) => {
      done(null, chunk.toString('utf8'));
      res.destroy();
    });
    return;
  }
  let text = '';
  res.setEncoding('utf8');
  res.on('data', (chunk: string) => (text += chunk));
  res.on('end', () => {
    try {
      done(null, JSON.parse(text));
    } catch {
      done(null, text);
    }
  });
}
