import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/api/fetcher';
import type { BookingEvent, OrderEvent } from '@/api/generated/model';
import { useOrderEvents } from './use-order-events';

const event = (id: number, status: OrderEvent['status']): OrderEvent => ({
  id: String(id),
  orderId: '7a3e0c1d-0000-4000-8000-000000000001',
  kind: 'status',
  status,
  at: '2026-11-24T19:00:00.000Z',
});

/** An answer of GET /events that sends these events and then ends, as a dropped connection does. */
function streamOf(events: OrderEvent[]): Response {
  const text = [
    'retry: 2000\n\n',
    ...events.map((e) => `id: ${e.id}\nevent: order\ndata: ${JSON.stringify(e)}\n\n`),
  ].join('');
  return new Response(text, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream; charset=utf-8' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('useOrderEvents', () => {
  it('hears each event once and in order, and after a dropped stream resumes after the last one with the token of the moment', async () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'first-token');
    const answers = [
      () => streamOf([event(41, 'accepted'), event(42, 'preparing')]),
      // The token was renewed meanwhile; the shop refuses the stale one once.
      () =>
        new Response(JSON.stringify({ statusCode: 401 }), {
          status: 401,
          headers: { 'Content-Type': 'application/json' },
        }),
      () => streamOf([event(43, 'ready')]),
      () => new Promise<Response>(() => {}),
    ];
    const requests: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        requests.push(new Headers(init.headers));
        if (requests.length === 2) localStorage.setItem(ACCESS_TOKEN_KEY, 'renewed-token');
        return Promise.resolve(answers[Math.min(requests.length, answers.length) - 1]());
      }),
    );
    const heard: string[] = [];
    const opened = vi.fn();
    const { result } = renderHook(() =>
      useOrderEvents({
        enabled: true,
        onEvent: (e) => heard.push(`${e.id} ${e.status}`),
        onOpen: opened,
      }),
    );

    await waitFor(() => expect(heard).toEqual(['41 accepted', '42 preparing', '43 ready']));
    await waitFor(() => expect(requests).toHaveLength(4));
    expect(requests[0].get('Authorization')).toBe('Bearer first-token');
    expect(requests[0].has('Last-Event-ID')).toBe(false);
    expect(requests[1].get('Last-Event-ID')).toBe('42');
    expect(requests[2].get('Authorization')).toBe('Bearer renewed-token');
    expect(requests[2].get('Last-Event-ID')).toBe('42');
    expect(requests[3].get('Last-Event-ID')).toBe('43');
    expect(opened).toHaveBeenCalledTimes(2);
    expect(result.current).toBe('reconnecting');
  }, 20_000);

  it('hands table bookings to the booking handler and orders to the order handler, in one sequence', async () => {
    const booking: BookingEvent = {
      id: '44',
      bookingId: '7a3e0c1d-0000-4000-8000-000000000009',
      kind: 'created',
      status: 'confirmed',
      startsAt: '2026-11-24T19:30:00.000Z',
      at: '2026-11-24T18:00:00.000Z',
    };
    const text = [
      `id: 43\nevent: order\ndata: ${JSON.stringify(event(43, 'ready'))}\n\n`,
      `id: 44\nevent: booking\ndata: ${JSON.stringify(booking)}\n\n`,
    ].join('');
    const requests: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        requests.push(new Headers(init.headers));
        return Promise.resolve(
          requests.length === 1
            ? new Response(text, {
                status: 200,
                headers: { 'Content-Type': 'text/event-stream' },
              })
            : new Promise<Response>(() => {}),
        );
      }),
    );
    const heard: string[] = [];
    renderHook(() =>
      useOrderEvents({
        enabled: true,
        onEvent: (e) => heard.push(`order ${e.id} ${e.status}`),
        onBookingEvent: (e) => heard.push(`booking ${e.id} ${e.kind} ${e.status}`),
      }),
    );

    await waitFor(() => expect(heard).toEqual(['order 43 ready', 'booking 44 created confirmed']));
    // The stream is resumed after the booking: it counts in the same sequence.
    await waitFor(() => expect(requests[1]?.get('Last-Event-ID')).toBe('44'));
  }, 20_000);

  it('opens nothing while disabled', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useOrderEvents({ enabled: false, onEvent: () => {} }));
    expect(fetch).not.toHaveBeenCalled();
    expect(result.current).toBe('connecting');
  });
});
