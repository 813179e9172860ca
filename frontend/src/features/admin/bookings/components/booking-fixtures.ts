/* eslint-disable lingui/no-unlocalized-strings -- sample data for stories and tests: what staff and customers typed, not the interface's words */
import type {
  Booking,
  BookingDay,
  BookingRules,
  BookingTimes,
  DiningRoom,
  DiningTable,
} from '@/api/generated/model';
import {
  createBookingBodyNameMax,
  createBookingBodyNotesMax,
} from '@/api/generated/zod/bookings-mutations/bookings-mutations.zod';

const id = (n: number) => `5b0c1a2e-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The day the stories are about: a Friday evening in Paris (UTC+1). */
export const BUSY_DATE = '2026-11-27';
const at = (clock: string) => {
  const [hour, minute] = clock.split(':').map(Number);
  return new Date(Date.UTC(2026, 10, 27, hour - 1, minute)).toISOString();
};

/** An 80-character guest name, all one word. */
export const LONGEST_GUEST_NAME = 'BARTHOLOMEWMONTGOMERYWOLFESCHLEGELSTEINHAUSEN'
  .repeat(2)
  .slice(0, createBookingBodyNameMax);

/** 500 characters of allergies and wishes, the first word wider than a phone. */
export const LONGEST_NOTES =
  `${'SEVERENUTALLERGY'.repeat(3)} please, no sesame either; a high chair and a quiet corner. `
    .repeat(10)
    .slice(0, createBookingBodyNotesMax);

const table = (n: number, name: string, minSeats: number, maxSeats: number): DiningTable => ({
  id: id(n),
  name,
  minSeats,
  maxSeats,
});

const diningTables: DiningTable[] = [
  table(1, 'Window 1', 1, 2),
  table(2, 'Window 2', 1, 2),
  table(3, 'Booth 3', 2, 4),
  table(4, 'Booth 4', 2, 4),
  table(5, 'Terrace', 4, 8),
  // The 30 characters a table's name may have.
  table(6, 'THECHEFSTABLEBESIDETHEKITCHENS', 2, 6),
];

export const diningRoom: DiningRoom = {
  tables: diningTables,
  combinations: [
    {
      id: id(51),
      name: 'Booth 3 + Booth 4',
      tableIds: [id(3), id(4)],
      minSeats: 5,
      maxSeats: 8,
    },
    {
      id: id(52),
      name: 'Window 1 + Window 2',
      tableIds: [id(1), id(2)],
      minSeats: 3,
      maxSeats: 4,
    },
  ],
};

const seat = (n: number) => {
  const found = diningTables.find((candidate) => candidate.id === id(n));
  return { id: id(n), name: found?.name ?? '' };
};

/** What the API lists as a booking's next statuses for the host, by its status. */
const NEXT_STATUSES: Record<Booking['status'], Booking['nextStatuses']> = {
  booked: ['seated', 'no-show', 'confirmed', 'cancelled'],
  confirmed: ['seated', 'no-show', 'cancelled'],
  seated: ['completed'],
  'no-show': ['seated'],
  completed: [],
  cancelled: [],
};

const booking = (
  n: number,
  fields: Pick<Booking, 'partySize' | 'name' | 'status'> &
    Partial<Booking> & { from: string; until: string; on: number[] },
): Booking => {
  const { from, until, on, ...rest } = fields;
  return {
    id: id(100 + n),
    reference: `K7Q${String(n).padStart(3, '0')}`.slice(0, 6).toUpperCase(),
    startsAt: at(from),
    endsAt: at(until),
    phone: '+33 1 23 45 67 89',
    email: `guest${n}@example.com`,
    notes: '',
    confirmBy: null,
    canChange: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    tables: on.map(seat),
    source: 'online',
    nextStatuses: NEXT_STATUSES[fields.status],
    ...rest,
  };
};

/** A full Friday evening: every status, a party on joined tables, the longest name and notes. */
export const busyEvening: Booking[] = [
  booking(1, {
    partySize: 2,
    name: 'Ada Lovelace',
    status: 'completed',
    from: '18:00',
    until: '19:30',
    on: [1],
  }),
  booking(2, {
    partySize: 4,
    name: 'Grace Hopper',
    status: 'seated',
    notes: 'Birthday: a candle on the dessert.',
    from: '18:30',
    until: '20:30',
    on: [3],
  }),
  booking(3, {
    partySize: 2,
    name: 'Alan Turing',
    status: 'no-show',
    from: '19:00',
    until: '20:30',
    on: [2],
  }),
  booking(4, {
    partySize: 6,
    name: LONGEST_GUEST_NAME,
    status: 'confirmed',
    notes: LONGEST_NOTES,
    from: '19:30',
    until: '22:00',
    on: [6],
    source: 'phone',
    email: null,
  }),
  booking(5, {
    partySize: 2,
    name: 'Edsger Dijkstra',
    status: 'booked',
    confirmBy: at('19:15'),
    from: '20:00',
    until: '21:30',
    on: [1],
  }),
  booking(6, {
    partySize: 7,
    name: 'Katherine Johnson',
    status: 'confirmed',
    notes: 'High chair.',
    from: '20:30',
    until: '23:00',
    on: [3, 4],
  }),
  booking(7, {
    partySize: 2,
    name: 'Claude Shannon',
    status: 'cancelled',
    from: '20:00',
    until: '21:30',
    on: [2],
  }),
  booking(8, {
    partySize: 2,
    name: 'Barbara Liskov',
    status: 'confirmed',
    from: '20:15',
    until: '21:45',
    on: [2],
  }),
  booking(9, {
    partySize: 5,
    name: 'Tim Berners-Lee',
    status: 'seated',
    from: '19:00',
    until: '21:00',
    on: [5],
  }),
];

export const busyDay: BookingDay = {
  date: BUSY_DATE,
  covers: 30,
  seatedCovers: 11,
  tables: diningTables,
  bookings: busyEvening,
};

export const quietDay: BookingDay = {
  date: BUSY_DATE,
  covers: 0,
  seatedCovers: 0,
  tables: diningTables,
  bookings: [],
};

/** The times a party of two could still have that evening. */
export const freeTimes: BookingTimes = {
  date: BUSY_DATE,
  partySize: 2,
  stayMinutes: 90,
  times: ['18:30', '21:00', '21:15', '21:30'].map(at),
};

export const sampleBookingRules: BookingRules = {
  enabled: true,
  slotMinutes: 15,
  stays: [
    { upToParty: 2, minutes: 90 },
    { upToParty: 4, minutes: 120 },
    { upToParty: 8, minutes: 150 },
  ],
  noticeMinutes: 60,
  daysAhead: 60,
  lastSeatingMinutes: 60,
  confirmMinutes: 30,
  unconfirmedPartyMax: 8,
};
