import { EventStreamContentType, fetchEventSource } from '@microsoft/fetch-event-source';
import { useEffect, useRef, useState } from 'react';
import { apiBase, readAccessToken } from '@/api/fetcher';
import type { BookingEvent, OrderEvent } from '@/api/generated/model';

/** Whether the screen hears changes as they happen: `live`, or trying to (again). */
export type LiveState = 'connecting' | 'live' | 'reconnecting';

/** How long a lost stream waits before it opens again. */
const RETRY_MS = 2_000;

class StreamLost extends Error {}

interface OrderEventsOptions {
  /** Off while nobody is signed in, or in a story. */
  enabled: boolean;
  /** Each change to an order, once, in order: after a reconnect, first those missed meanwhile. */
  onEvent: (event: OrderEvent) => void;
  /** Each change to a table booking (administrators only), in the same sequence as the orders' events. */
  onBookingEvent?: (event: BookingEvent) => void;
  /** The stream opened (again): whatever a screen shows may have changed while it was closed. */
  onOpen?: () => void;
}

/**
 * Follows `GET /events`, the shop's Server-Sent Events, with the shop's token (which a browser's EventSource
 * cannot send). A stream that drops, a refused token being renewed or a restarting server are retried every two
 * seconds with the latest token, resuming after the last event seen (`Last-Event-ID`): nothing is missed, nothing
 * comes twice.
 */
export function useOrderEvents({
  enabled,
  onEvent,
  onBookingEvent,
  onOpen,
}: OrderEventsOptions): LiveState {
  const [state, setState] = useState<LiveState>('connecting');
  const handlers = useRef({ onEvent, onBookingEvent, onOpen });
  useEffect(() => {
    handlers.current = { onEvent, onBookingEvent, onOpen };
  });

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let lastEventId: string | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;

    const open = () => {
      const token = readAccessToken();
      fetchEventSource(`${apiBase()}/events`, {
        signal: controller.signal,
        // A kitchen tablet's screen may be off: the stream, and its alerts, go on.
        openWhenHidden: true,
        headers: {
          // eslint-disable-next-line lingui/no-unlocalized-strings -- an HTTP header's value
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          ...(lastEventId ? { 'Last-Event-ID': lastEventId } : {}),
        },
        onopen: async (response) => {
          const type = response.headers.get('Content-Type') ?? '';
          if (!response.ok || !type.startsWith(EventStreamContentType)) throw new StreamLost();
          setState('live');
          handlers.current.onOpen?.();
        },
        onmessage: (message) => {
          if (message.id) lastEventId = message.id;
          if (message.event === 'order')
            handlers.current.onEvent(JSON.parse(message.data) as OrderEvent);
          else if (message.event === 'booking')
            handlers.current.onBookingEvent?.(JSON.parse(message.data) as BookingEvent);
        },
        onclose: () => {
          throw new StreamLost();
        },
        // Every failure comes back here, to be opened again with the token of the moment.
        onerror: (error: unknown) => {
          throw error;
        },
      }).catch(() => {
        if (controller.signal.aborted) return;
        setState('reconnecting');
        retry = setTimeout(open, RETRY_MS);
      });
    };
    open();
    return () => {
      controller.abort();
      clearTimeout(retry);
    };
  }, [enabled]);

  return enabled ? state : 'connecting';
}
