import type { Booking, BookingRules } from '@/api/generated/model';
import {
  createBookingBodyEmailMax,
  createBookingBodyNameMax,
  createBookingBodyNotesMax,
} from '@/api/generated/zod/bookings/bookings.zod';

/** Bookings two weeks ahead, parties up to 8, 30-minute slots, half an hour to confirm. */
export const sampleBookingRules: BookingRules = {
  enabled: true,
  slotMinutes: 30,
  stays: [
    { upToParty: 2, minutes: 90 },
    { upToParty: 4, minutes: 120 },
    { upToParty: 8, minutes: 150 },
  ],
  noticeMinutes: 60,
  daysAhead: 14,
  lastSeatingMinutes: 60,
  confirmMinutes: 30,
  unconfirmedPartyMax: 8,
};

/** Lunch and dinner on 25 November 2026 in Paris (UTC+1): 12:00 to 13:30, 19:00 to 21:00. */
export const sampleTimes = [
  '2026-11-25T11:00:00.000Z',
  '2026-11-25T11:30:00.000Z',
  '2026-11-25T12:30:00.000Z',
  '2026-11-25T18:00:00.000Z',
  '2026-11-25T18:30:00.000Z',
  '2026-11-25T19:00:00.000Z',
  '2026-11-25T20:00:00.000Z',
];

/** The morning before, in Paris: the stories' and tests' "now". */
export const sampleNow = new Date('2026-11-25T09:00:00.000Z');

/** Ada's table for four tonight at 20:00, confirmed. */
export const confirmedBooking: Booking = {
  id: '5d0c6a4e-0000-4000-8000-000000000001',
  reference: 'K7Q2XM',
  partySize: 4,
  startsAt: '2026-11-25T19:00:00.000Z',
  endsAt: '2026-11-25T21:00:00.000Z',
  name: 'Ada Lovelace',
  phone: '+33 6 12 34 56 78',
  email: 'ada@example.com',
  notes: 'A high chair, please. One of us is allergic to nuts.',
  status: 'confirmed',
  confirmBy: null,
  canChange: true,
  createdAt: '2026-11-24T18:00:00.000Z',
};

/** The same table booked by a visitor, held until 10:30 for the link in the e-mail. */
export const waitingBooking: Booking = {
  ...confirmedBooking,
  status: 'booked',
  confirmBy: '2026-11-25T09:30:00.000Z',
};

export const cancelledBooking: Booking = {
  ...confirmedBooking,
  id: '5d0c6a4e-0000-4000-8000-000000000002',
  reference: 'P3T8WZ',
  status: 'cancelled',
  canChange: false,
};

export const pastBooking: Booking = {
  ...confirmedBooking,
  id: '5d0c6a4e-0000-4000-8000-000000000003',
  reference: 'B9N4RD',
  startsAt: '2026-11-20T19:00:00.000Z',
  endsAt: '2026-11-20T21:00:00.000Z',
  status: 'completed',
  canChange: false,
};

/** The longest values a booking holds: an 80-character name without a space, 254-character address, 500 characters of notes. */
export const longestBooking: Booking = {
  ...confirmedBooking,
  id: '5d0c6a4e-0000-4000-8000-000000000004',
  partySize: 8,
  name: 'WOLFESCHLEGELSTEINHAUSENBERGERDORFF'.repeat(3).slice(0, createBookingBodyNameMax),
  phone: '+1 (555) 010-0199 00000',
  email: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`.slice(
    0,
    createBookingBodyEmailMax,
  ),
  notes: 'NOPEANUTSNOTREENUTSNOSESAME'.repeat(20).slice(0, createBookingBodyNotesMax),
};
