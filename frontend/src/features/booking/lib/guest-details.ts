import { type I18n, i18n as activeI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  createBookingBodyEmailMax,
  createBookingBodyNameMax,
  createBookingBodyNotesMax,
  createBookingBodyPhoneRegExp,
} from '@/api/generated/zod/bookings-mutations/bookings-mutations.zod';

/** Who the table is for and how the restaurant reaches them. */
export interface GuestDetails {
  name: string;
  phone: string;
  email: string;
  notes: string;
}

export const GUEST_LIMITS = {
  name: createBookingBodyNameMax,
  email: createBookingBodyEmailMax,
  notes: createBookingBodyNotesMax,
} as const;

// The contract's own `format: email` is checked by the shop; this catches the slips a guest can fix at once.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The form's checks, with the contract's limits: each answers the message to show (in the language of `i18n`, which
 * a form passes as its own), or null.
 */
export const guestDetailsChecks = (i18n: I18n = activeI18n) => ({
  name: (value: string) => (value.trim() ? null : i18n._(msg`Please tell us your name`)),
  phone: (value: string) =>
    createBookingBodyPhoneRegExp.test(value.trim())
      ? null
      : i18n._(
          msg`Please give a phone number, digits with spaces, dashes or brackets, e.g. +1 555 010 0199`,
        ),
  email: (value: string) =>
    EMAIL_SHAPE.test(value.trim())
      ? null
      : i18n._(msg`Please give the e-mail address to confirm the booking`),
});

/** The checks in the active language. */
export const checkGuestDetails = guestDetailsChecks();

/** The details as the shop takes them: trimmed, with no empty notes. */
export const guestDetailsForShop = ({ name, phone, email, notes }: GuestDetails) => ({
  name: name.trim(),
  phone: phone.trim(),
  email: email.trim(),
  ...(notes.trim() ? { notes: notes.trim() } : {}),
});
