import { Controller, Get, Headers, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access, Auth, type AuthUser, TokenExpiry } from '../auth/access';
import type { components } from '../generated/contract';
import type { BookingEvent, OrderEvent } from '../generated/prisma/client';
import { OrderEventStream } from './order-event-stream';
import { STATUS_TEXT } from './order.mapper';

/** A comment line this often keeps proxies and the client from taking a quiet stream for a dead one. */
const KEEP_ALIVE_MS = 15_000;
/** How soon a client that lost the stream should try again, in milliseconds. */
const RETRY_MS = 2_000;

function toOrderEventDto(event: OrderEvent): components['schemas']['OrderEvent'] {
  return {
    id: event.id.toString(),
    orderId: event.orderId,
    kind: event.kind,
    status: STATUS_TEXT[event.status],
    at: event.at.toISOString(),
  };
}

function toBookingEventDto(event: BookingEvent): components['schemas']['BookingEvent'] {
  return {
    id: event.id.toString(),
    bookingId: event.bookingId,
    kind: event.kind,
    status: event.status === 'no_show' ? 'no-show' : event.status,
    startsAt: event.startsAt.toISOString(),
    at: event.at.toISOString(),
  };
}

/** Orders live, as Server-Sent Events: administrators hear every order and booking, a customer their own orders. */
@Controller()
export class OrderEventsController {
  constructor(private readonly stream: OrderEventStream) {}

  @Get('events')
  @Access({ user: 'signed-in' })
  streamOrderEvents(
    @Auth() caller: AuthUser,
    @TokenExpiry() tokenExpiresAt: number | undefined,
    @Headers('last-event-id') lastEventId: string | undefined,
    @Res() res: Response,
  ): void {
    // The contract's interceptor has checked Last-Event-ID against its pattern: digits only.
    res.status(200);
    res.setHeader('Content-Type', 'text/event-stream; charset=utf-8');
    // A proxy that buffers answers (nginx does by default) passes this one on as it comes.
    res.setHeader('X-Accel-Buffering', 'no');
    // The stream's connection ends with it: the client opens another to come back, and a server that stops does not
    // wait for a connection it ended to idle out (HTTP_KEEP_ALIVE_TIMEOUT_MS).
    res.setHeader('Connection', 'close');
    res.flushHeaders();
    res.write(`retry: ${RETRY_MS}\n\n`);
    const write = (text: string) => {
      if (!res.writableEnded) res.write(text);
    };
    const subscription = this.stream
      .follow(caller, lastEventId === undefined ? undefined : BigInt(lastEventId))
      .subscribe({
        next: (live) =>
          write(
            `id: ${live.id}\nevent: ${live.name}\ndata: ${JSON.stringify(live.name === 'order' ? toOrderEventDto(live.event) : toBookingEventDto(live.event))}\n\n`,
          ),
        error: () => res.end(),
        complete: () => res.end(),
      });
    const keepAlive = setInterval(() => write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    // The stream lives no longer than the token it was opened with: the client comes back with a fresh one.
    const expiry =
      tokenExpiresAt === undefined ? undefined : setTimeout(() => res.end(), Math.max(0, tokenExpiresAt - Date.now()));
    // Whether the client left or the stream ended here, the answer closes.
    res.on('close', () => {
      clearInterval(keepAlive);
      clearTimeout(expiry);
      subscription.unsubscribe();
    });
  }
}
