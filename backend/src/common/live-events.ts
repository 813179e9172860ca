/**
 * The PostgreSQL channel on which every instance hears that order or booking events were committed, and the lock
 * under which their ids are given out, so that ids become visible in the order they were given (order-events.ts).
 */
export const LIVE_EVENTS_CHANNEL = 'order_events';
export const LIVE_EVENTS_LOCK = 'order events';
