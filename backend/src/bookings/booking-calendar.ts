/** A booking as a calendar entry (RFC 5545), so that a guest's calendar app can add it from the e-mail. */
export interface CalendarBooking {
  id: string;
  reference: string;
  partySize: number;
  startsAt: Date;
  endsAt: Date;
  shopName: string;
  manageUrl: string;
  /** Each change sends the entry again with a higher sequence, which calendars take as the newer version. */
  sequence: number;
  cancelled: boolean;
}

const stamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Text as a property value: backslashes, semicolons, commas and line breaks escaped. */
const text = (value: string) => value.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');

/** Lines longer than 75 octets are folded, as the format requires. */
function fold(line: string): string {
  const bytes = Buffer.from(line);
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(start + (start === 0 ? 75 : 74), bytes.length);
    // Never split a UTF-8 character: continuation bytes are 10xxxxxx.
    while (end < bytes.length && (bytes[end]! & 0xc0) === 0x80) end -= 1;
    parts.push(bytes.subarray(start, end).toString());
    start = end;
  }
  return parts.join('\r\n ');
}

export function bookingCalendar(booking: CalendarBooking, now = new Date()): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${text(booking.shopName)}//Table bookings//EN`,
    'CALSCALE:GREGORIAN',
    `METHOD:${booking.cancelled ? 'CANCEL' : 'PUBLISH'}`,
    'BEGIN:VEVENT',
    `UID:booking-${booking.id}@restaurant-shop`,
    `SEQUENCE:${booking.sequence}`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(booking.startsAt)}`,
    `DTEND:${stamp(booking.endsAt)}`,
    `SUMMARY:${text(`Table for ${booking.partySize} at ${booking.shopName}`)}`,
    `DESCRIPTION:${text(`Booking ${booking.reference}. Change or cancel: ${booking.manageUrl}`)}`,
    `URL:${booking.manageUrl}`,
    `STATUS:${booking.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
