/**
 * Who acts on a booking: the guest holding the link of its e-mail (its token, sent as `X-Booking-Token`), or the
 * signed-in customer, whose bearer token the fetcher adds by itself.
 */
export interface BookingAccess {
  token?: string;
}

/** The generated hooks' `request` option for that access. */
export const bookingRequest = ({ token }: BookingAccess): RequestInit | undefined =>
  token ? { headers: { 'X-Booking-Token': token } } : undefined;
