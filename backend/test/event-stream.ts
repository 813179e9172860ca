/** One Server-Sent Event as a client parses it. */
interface StreamEvent {
  id?: string;
  event?: string;
  data: string;
  /** When the client had read it whole (Date.now()). */
  receivedAt: number;
}

export interface EventStreamClient {
  status: number;
  contentType: string | null;
  /** Every event received so far, in order. */
  events: StreamEvent[];
  /** Every comment line received so far (`: keep-alive`). */
  comments: string[];
  /** Settles once the stream has ended, closed by the server (or by the test): when, as Date.now() says. */
  ended: Promise<number>;
  /** Resolves with the first event received (or already received) that matches; rejects after `timeoutMs`. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens `GET /api/events` as a browser's fetch-based client does, and parses the stream as the SSE standard says. */
export async function openEventStream(
  baseUrl: string,
  authorization: string,
  lastEventId?: string,
): Promise<EventStreamClient> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: {
      Authorization: authorization,
      Accept: 'text/event-stream',
      ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  let markEnded: (at: number) => void = () => undefined;
  const client: EventStreamClient = {
    status: response.status,
    contentType: response.headers.get('content-type'),
    events,
    comments,
    ended: new Promise((resolve) => (markEnded = resolve)),
    next(matches, timeoutMs = 30_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; received: ${JSON.stringify(events)}`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => controller.abort(),
  };
  if (!response.ok || !response.body) {
    markEnded(Date.now());
    return client;
  }
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: StreamEvent = { data: '', receivedAt: Date.now() };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) event.id = line.slice(4);
            else if (line.startsWith('event: ')) event.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              event.data += line.slice(6);
              isEvent = true;
            }
          }
          if (isEvent) events.push(event);
          for (const waiter of [...waiters]) waiter();
        }
      }
    } catch {
      // Closed by the test, or by the server as it stops.
    }
    markEnded(Date.now());
  })();
  return client;
}

export interface EventFollower {
  /** Every event received so far, over every stream opened, in order. */
  readonly events: StreamEvent[];
  /** The streams opened after the first, each naming the last event's id. */
  readonly reconnects: number;
  /** The statuses of the attempts that were not answered with a stream (0: no answer at all). */
  readonly refused: number[];
  close(): Promise<void>;
}

/**
 * Follows `GET /api/events` as a browser's EventSource does: when a stream ends (an instance stopping ends its own),
 * it opens another at once, naming the last event it received (or `after` before any), until closed.
 */
export function followEvents(baseUrl: string, authorization: string, after?: string): EventFollower {
  const ended: StreamEvent[] = [];
  const refused: number[] = [];
  let reconnects = 0;
  let closed = false;
  let current: EventStreamClient | undefined;
  const received = () => [...ended, ...(current?.events ?? [])];
  const running = (async () => {
    for (let first = true; !closed; first = false) {
      if (!first) reconnects += 1;
      const last = received().at(-1)?.id ?? after;
      const stream = await openEventStream(baseUrl, authorization, last).catch(() => undefined);
      if (stream?.status !== 200) {
        refused.push(stream?.status ?? 0);
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      current = stream;
      // Closed while this stream was being opened, when `close` found none to close: the stream would never end.
      if (closed) stream.close();
      await stream.ended;
      ended.push(...stream.events);
      current = undefined;
    }
  })();
  return {
    get events() {
      return received();
    },
    get reconnects() {
      return reconnects;
    },
    refused,
    async close() {
      closed = true;
      current?.close();
      await running;
    },
  };
}
