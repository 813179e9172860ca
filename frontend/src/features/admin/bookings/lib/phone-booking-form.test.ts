import { describe, expect, it } from 'vitest';
import { emptyPhoneBooking, phoneBookingOf, phoneBookingProblems } from './phone-booking-form';

const filled = {
  ...emptyPhoneBooking('2026-11-27'),
  partySize: 4,
  startsAt: '2026-11-27T19:00:00.000Z',
  name: '  Grace Hopper ',
  phone: '+33 1 23 45 67 89',
};

describe('a booking taken on the phone', () => {
  it('is sent as a phone booking with only what the host filled in', () => {
    expect(phoneBookingOf(filled)).toEqual({
      source: 'phone',
      partySize: 4,
      startsAt: '2026-11-27T19:00:00.000Z',
      name: 'Grace Hopper',
      phone: '+33 1 23 45 67 89',
    });
    expect(phoneBookingProblems(filled)).toEqual({});
  });

  it('carries the e-mail, the notes and the tables when given', () => {
    const booking = phoneBookingOf({
      ...filled,
      email: 'grace@example.com',
      notes: 'High chair',
      tableIds: ['5b0c1a2e-0000-4000-8000-000000000003'],
    });
    expect(booking).toMatchObject({
      email: 'grace@example.com',
      notes: 'High chair',
      tableIds: ['5b0c1a2e-0000-4000-8000-000000000003'],
    });
  });

  it('asks for a free time, a name, a phone number the shop takes and a valid address', () => {
    const problems = phoneBookingProblems({
      ...filled,
      startsAt: null,
      name: ' ',
      phone: '12',
      email: 'grace@',
    });
    expect(problems).toEqual({
      startsAt: 'Pick one of the free times.',
      name: 'Fill this in.',
      phone: 'Enter a phone number, e.g. +1 555 010 0199.',
      email: 'Enter an e-mail address, or leave it empty.',
    });
  });

  it('refuses a party larger than the contract takes', () => {
    expect(phoneBookingProblems({ ...filled, partySize: 51 })).toEqual({
      partySize: 'Enter at most 50.',
    });
  });
});
