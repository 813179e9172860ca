import type { Quote, Shop, SlotList } from '@/api/generated/model';

/** A Paris restaurant open tonight until 22:00, taking pickups and deliveries, with tips and online table booking. */
export const sampleShop: Shop = {
  timeZone: 'Europe/Paris',
  open: true,
  opensAt: null,
  closesAt: '2026-11-24T21:00:00Z',
  pickup: true,
  delivery: true,
  tips: { enabled: true, presets: [0, 10, 15, 20], custom: true },
  hours: {
    weekly: [
      { day: 'tuesday', opens: '11:30', closes: '22:00' },
      { day: 'wednesday', opens: '11:30', closes: '22:00' },
    ],
    specialDays: [],
  },
  tableBooking: true,
};

/** The seed shop: pickup only, tips on. */
export const pickupOnlyShop: Shop = { ...sampleShop, delivery: false };

export const closedShop: Shop = {
  ...sampleShop,
  open: false,
  closesAt: null,
  opensAt: '2026-11-25T10:30:00Z',
};

/** 18:00 in Paris on Tuesday 24 November 2026: the instant the fixtures are seen from. */
export const SAMPLE_NOW = new Date('2026-11-24T17:00:00Z');

export const sampleSlots: SlotList = {
  asap: '2026-11-24T18:30:00Z',
  slots: [
    { startsAt: '2026-11-24T18:30:00Z', available: true },
    { startsAt: '2026-11-24T18:45:00Z', available: false },
    { startsAt: '2026-11-24T19:00:00Z', available: true },
    { startsAt: '2026-11-25T11:00:00Z', available: true },
    { startsAt: '2026-11-25T11:15:00Z', available: true },
  ],
};

export const closedSlots: SlotList = {
  asap: null,
  asapUnavailableReason: 'We are closed now; choose a later time.',
  slots: sampleSlots.slots.slice(3),
};

/** A pickup as soon as possible of a $731.25 cart, no tip, no code, tax included. */
export const sampleQuote: Quote = {
  fulfilment: 'pickup',
  asap: true,
  promisedAt: '2026-11-24T18:30:00Z',
  bill: {
    subtotal: 731.25,
    discount: 0,
    deliveryFee: 0,
    tip: 0,
    tax: 66.48,
    taxIncluded: true,
    total: 731.25,
  },
};

/** A delivery tomorrow with a code, a tip and tax on top. */
export const deliveryQuote: Quote = {
  fulfilment: 'delivery',
  asap: false,
  promisedAt: '2026-11-25T11:00:00Z',
  bill: {
    subtotal: 40,
    discount: 4,
    deliveryFee: 3.5,
    tip: 5.4,
    tax: 3.6,
    taxIncluded: false,
    total: 48.5,
    promoCode: 'WELCOME10',
    deliveryZone: 'Le Marais',
  },
};
