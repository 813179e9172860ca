/* eslint-disable lingui/no-unlocalized-strings -- sample data for stories and tests: what staff and customers typed, not the interface's words */
import type {
  DeliveryZone,
  OpeningHours,
  OrderingSettings,
  PromoCode,
  Shop,
} from '@/api/generated/model';

const id = (n: number) => `7a3e0c1d-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Lunch and dinner on weekdays, late on Friday, closed on Monday; closed for Christmas, late on New Year's Eve. */
export const sampleOpeningHours: OpeningHours = {
  weekly: [
    { day: 'tuesday', opens: '11:30', closes: '14:30' },
    { day: 'tuesday', opens: '18:30', closes: '22:00' },
    { day: 'wednesday', opens: '11:30', closes: '14:30' },
    { day: 'wednesday', opens: '18:30', closes: '22:00' },
    { day: 'thursday', opens: '11:30', closes: '14:30' },
    { day: 'thursday', opens: '18:30', closes: '22:00' },
    { day: 'friday', opens: '11:30', closes: '14:30' },
    { day: 'friday', opens: '18:30', closes: '01:00' },
    { day: 'saturday', opens: '10:00', closes: '23:00' },
    { day: 'sunday', opens: '00:00', closes: '00:00' },
  ],
  specialDays: [
    { date: '2026-12-25', note: 'Christmas', intervals: [] },
    {
      date: '2026-12-31',
      note: "New Year's Eve",
      intervals: [{ opens: '19:00', closes: '02:00' }],
    },
  ],
};

export const sampleOrderingSettings: OrderingSettings = {
  pickup: true,
  delivery: true,
  slotMinutes: 15,
  kitchenMinutesPerSlot: 120,
  leadMinutes: 20,
  acceptWithinMinutes: 10,
  warnAfterMinutes: 5,
  daysAhead: 5,
  tips: { enabled: true, presets: [0, 10, 15, 20], custom: true },
  tax: {
    rate: 10,
    pricesIncludeTax: false,
    deliveryFeeTaxed: true,
    tipTaxed: false,
    categoryRates: [{ category: 'drinks', rate: 5.5 }],
  },
  serviceFee: null,
};

export const sampleShop: Shop = {
  timeZone: 'Europe/Paris',
  currency: 'USD',
  locale: 'en-US',
  open: true,
  opensAt: null,
  closesAt: '2026-11-22T21:00:00.000Z',
  pause: null,
  extraMinutes: 0,
  pickup: true,
  delivery: true,
  tips: sampleOrderingSettings.tips,
  serviceFee: null,
  hours: sampleOpeningHours,
  tableBooking: true,
};

export const sampleDeliveryZones: DeliveryZone[] = [
  {
    _id: id(801),
    name: 'Paris 11e',
    area: { postcodes: ['75011', '75012', '75020'] },
    fee: 3.5,
    minimumOrder: 15,
  },
  {
    _id: id(802),
    name: 'Around the shop',
    area: { center: { latitude: 48.8566, longitude: 2.3522 }, radiusKm: 3 },
    fee: 0,
    minimumOrder: 0,
  },
];

export const samplePromoCodes: PromoCode[] = [
  {
    _id: id(701),
    code: 'WELCOME10',
    description: 'Ten percent off a first order',
    discount: { percent: 10 },
    minimumSubtotal: 20,
    validFrom: null,
    validUntil: null,
    fulfilment: null,
    maxUses: 100,
    maxUsesPerCustomer: 1,
    active: true,
    uses: 3,
  },
  {
    _id: id(702),
    code: 'PICKUP5',
    discount: { amount: 5 },
    minimumSubtotal: 0,
    validFrom: '2026-11-30T23:00:00.000Z',
    validUntil: '2026-12-31T22:59:00.000Z',
    fulfilment: 'pickup',
    maxUses: null,
    maxUsesPerCustomer: null,
    active: false,
    uses: 0,
  },
];
