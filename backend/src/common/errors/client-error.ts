import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { errorBody } from './error-body';

const STATUS_OF_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Requests that Node's HTTP parser refuses (headers or URL too large, malformed request lines) and requests that
 * take too long to arrive (slow-clients.ts) never reach Express, or never finish reaching it: Node would answer them
 * with a bare status line. They get the contract's error body too, unless an answer had begun.
 */
export function answerClientErrorsWithErrorBody(server: Server): void {
  server.on('clientError', (error: Error & { code?: string }, socket: Socket) => {
    if (
      !socket.writable ||
      (socket as Socket & { _httpMessage?: { headersSent: boolean } })._httpMessage?.headersSent
    ) {
      socket.destroy();
      return;
    }
    const status = STATUS_OF_CODE[error.code ?? ''] ?? 400;
    const message =
      status === 431
        ? 'The request headers or address are too large.'
        : status === 408
          ? 'The request took too long to arrive.'
          : 'The request is not valid HTTP.';
    const body = JSON.stringify(errorBody(status, message));
    socket.end(
      `HTTP/1.1 ${status} ${errorBody(status, '').error}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: private, no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // Reading what the client still sends lets it read the answer instead of a connection reset.
    socket.resume();
    setTimeout(() => socket.destroy(), 2000).unref();
  });
}
