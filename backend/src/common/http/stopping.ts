import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';
import { Injectable } from '@nestjs/common';
import type { RequestHandler } from 'express';

/**
 * Whether this instance has begun to stop, as a rolling deploy asks (main.ts, on SIGTERM): from then on its health
 * check fails so that no new request is routed to it, its event streams end so that their clients come back to
 * another instance with their last event's id, and every answer closes its connection.
 */
@Injectable()
export class Stopping {
  private stopping = false;
  private readonly waiting: (() => void)[] = [];
  /** When the last request arrived after the stop began (Date.now()), or the stop began. */
  lastRequestAt = 0;

  get active(): boolean {
    return this.stopping;
  }

  /** Calls `then` once the instance begins to stop, or at once if it has. */
  onStop(then: () => void): void {
    if (this.stopping) then();
    else this.waiting.push(then);
  }

  begin(): void {
    if (this.stopping) return;
    this.stopping = true;
    this.lastRequestAt = Date.now();
    for (const then of this.waiting.splice(0)) then();
  }
}

/**
 * Once stopping, every answer says `Connection: close`: the client (a proxy that keeps connections to the instances
 * alive) closes the connection after the answer, rather than send its next request into one that is closing.
 */
export function closeConnectionsWhileStopping(stopping: Stopping): RequestHandler {
  return (_req, res, next) => {
    if (stopping.active) {
      stopping.lastRequestAt = Date.now();
      res.setHeader('Connection', 'close');
    }
    next();
  };
}

/**
 * How long no request may have arrived before the idle connections left are closed by the instance itself: longer
 * than the proxy keeps an idle connection to an instance (deploy/nginx.conf: 4 s), so that each of them has been
 * closed by the proxy first, and none is closed here while the proxy sends a request on it.
 */
const QUIET_MS = 6_000;
const LOOK_EVERY_MS = 100;

/**
 * Stops `server` taking connections and resolves once every connection it had has ended, their requests answered.
 * An idle kept-alive connection is first left for its client to close: a proxy closes it after the answer to the next
 * request it sends on it, or after its own idle time. Cut by the server at the moment the proxy sends a request on
 * it, that request would fail, and a proxy does not send a POST again. Once no request has come for longer than the
 * proxy keeps an idle connection (`QUIET_MS`), the idle connections left are closed; after
 * `timeoutMs`, every connection left is cut. `server.close()` would cut idle connections at once (Node 19 and
 * later), so only the listening socket is closed at first, by net.Server's own `close`.
 */
export async function drain(server: Server, stopping: Stopping, timeoutMs: number): Promise<{ cut: number }> {
  let done = false;
  const closed = new Promise<void>((resolve) =>
    NetServer.prototype.close.call(server, () => {
      done = true;
      resolve();
    }),
  );
  const deadline = Date.now() + timeoutMs;
  while (!done && Date.now() < deadline) {
    if (Date.now() - stopping.lastRequestAt >= QUIET_MS) server.closeIdleConnections();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS))]);
  }
  if (done) return { cut: 0 };
  const cut = await new Promise<number>((resolve) =>
    server.getConnections((error, count) => resolve(error ? 0 : count)),
  );
  server.closeAllConnections();
  await closed;
  return { cut };
}
