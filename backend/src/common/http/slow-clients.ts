import type { Server } from 'node:http';
import type { AppConfig } from '../../config/config';

type ServerTimeouts = Pick<
  AppConfig,
  'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'
>;

/**
 * Bounds how long a client may take to send its request (its headers, then all of it) and keep an idle connection:
 * past that, Node answers 408 (client-error.ts) and closes the socket. Only receiving is bounded: an answer that
 * streams for hours (the event stream) goes on.
 */
export function limitSlowClients(server: Server, config: ServerTimeouts): void {
  server.headersTimeout = config.HTTP_HEADERS_TIMEOUT_MS;
  server.requestTimeout = config.HTTP_REQUEST_TIMEOUT_MS;
  server.keepAliveTimeout = config.HTTP_KEEP_ALIVE_TIMEOUT_MS;
  // Node looks for requests past their time every 30 s unless told (read as it starts listening): a tenth of the
  // headers' time keeps the timeouts within 10 % of what they say.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval = Math.min(
    30_000,
    Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 10),
  );
}
