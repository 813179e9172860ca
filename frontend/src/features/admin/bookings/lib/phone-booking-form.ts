import { i18n as browserI18n, type I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BookingRequest } from '@/api/generated/model';
import { createBookingBody } from '@/api/generated/zod/bookings-mutations/bookings-mutations.zod';
import { contractProblems } from '@/features/admin/shared/lib/contract-rules';

/** What the host types for a guest on the phone. */
export interface PhoneBookingValues {
  partySize: number | string;
  date: string;
  startsAt: string | null;
  name: string;
  phone: string;
  email: string;
  notes: string;
  tableIds: string[];
}

export const emptyPhoneBooking = (date: string): PhoneBookingValues => ({
  partySize: 2,
  date,
  startsAt: null,
  name: '',
  phone: '',
  email: '',
  notes: '',
  tableIds: [],
});

/** The booking the shop is asked for: by phone, with only what the host filled in. */
export function phoneBookingOf(values: PhoneBookingValues): BookingRequest {
  const email = values.email.trim();
  const notes = values.notes.trim();
  return {
    source: 'phone',
    partySize: Number(values.partySize),
    startsAt: values.startsAt ?? '',
    name: values.name.trim(),
    phone: values.phone.trim(),
    ...(email ? { email } : {}),
    ...(notes ? { notes } : {}),
    ...(values.tableIds.length > 0 ? { tableIds: values.tableIds } : {}),
  };
}

/** The contract's rules for a booking, said beside the host's fields. */
export const phoneBookingProblems = (values: PhoneBookingValues, i18n: I18n = browserI18n) =>
  contractProblems(
    createBookingBody,
    phoneBookingOf(values),
    undefined,
    (issue) => {
      const field = issue.path.join('.');
      if (field === 'startsAt') return i18n._(msg`Pick one of the free times.`);
      if (field === 'phone') return i18n._(msg`Enter a phone number, e.g. +1 555 010 0199.`);
      if (field === 'email') return i18n._(msg`Enter an e-mail address, or leave it empty.`);
      if (field === 'partySize' && issue.code === 'invalid_type')
        return i18n._(msg`Enter the party size.`);
      return undefined;
    },
    i18n,
  );
