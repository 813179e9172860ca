import { bookingCalendar } from './booking-calendar';
import { missingWords } from '../common/i18n/catalogue-words';
import { SHOP_LANGUAGES } from '../common/i18n/languages';
import { renderBookingEmail } from './booking-emails';

const facts = {
  reference: 'K7Q2XM',
  guestName: 'Ada <script>alert(1)</script>',
  partySize: 4,
  startsAt: new Date('2026-11-25T18:30:00Z'),
  notes: 'Nuts & "shellfish"',
  shopName: 'Foodi',
  timeZone: 'Europe/Paris',
  language: 'en' as const,
  manageUrl: 'https://shop.example/booking/manage?booking=b1&token=t1',
  confirmBy: new Date('2026-11-24T20:00:00Z'),
};

describe('the booking e-mails', () => {
  it('say the table, the time in the shop’s zone and the link, with everything a guest typed escaped', () => {
    const mail = renderBookingEmail({ ...facts, kind: 'confirm-link' });
    expect(mail.subject).toBe('Confirm your table (booking K7Q2XM, Foodi)');
    expect(mail.text).toContain('We are holding a table for 4 on Wednesday 25 November, 19:30 for you.');
    expect(mail.text).toContain('Please confirm it by Tuesday 24 November, 21:00');
    expect(mail.text).toContain(`Confirm my booking: ${facts.manageUrl}`);
    expect(mail.html).toContain('Hello Ada &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Nuts &amp; &quot;shellfish&quot;');
    expect(mail.html).toContain(`href="${facts.manageUrl.replace(/&/g, '&amp;')}"`);
  });

  it('a cancellation offers no link to a booking that is over', () => {
    const mail = renderBookingEmail({ ...facts, kind: 'cancelled' });
    expect(mail.subject).toBe('Your booking is cancelled (booking K7Q2XM, Foodi)');
    expect(mail.text).not.toContain(facts.manageUrl);
  });
});

describe('the calendar entry', () => {
  it('is one event at the booking’s instants, its text escaped and its long lines folded at 75 octets', () => {
    const entry = bookingCalendar({
      id: 'b1',
      reference: 'K7Q2XM',
      partySize: 4,
      startsAt: facts.startsAt,
      endsAt: new Date('2026-11-25T20:15:00Z'),
      shopName: 'Foodi; the good, the tasty',
      manageUrl: facts.manageUrl,
      sequence: 3,
      cancelled: false,
    });
    const lines = entry.split('\r\n');
    expect(lines).toContain('DTSTART:20261125T183000Z');
    expect(lines).toContain('DTEND:20261125T201500Z');
    expect(lines).toContain('SEQUENCE:3');
    expect(entry).toContain('SUMMARY:Table for 4 at Foodi\\; the good\\, the tasty');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    // Unfolded, the description is whole again.
    expect(entry.replace(/\r\n /g, '')).toContain(`DESCRIPTION:Booking K7Q2XM. Change or cancel: ${facts.manageUrl}`);
  });

  it('writes every e-mail in the language the guest booked in, each word from its catalogue', () => {
    for (const language of SHOP_LANGUAGES) {
      for (const kind of ['confirm-link', 'confirmed', 'changed', 'cancelled'] as const) {
        for (const partySize of [1, 4]) renderBookingEmail({ ...facts, kind, language, partySize });
      }
    }
    expect([...missingWords]).toEqual([]);
    const french = renderBookingEmail({ ...facts, kind: 'confirmed', language: 'fr', partySize: 1 });
    expect(french.subject).toBe('Votre table pour 1\u00a0: mercredi 25 novembre à 19:30 (réservation K7Q2XM, Foodi)');
    expect(french.text).toContain(
      'Au plaisir de vous accueillir\u00a0: une table pour 1 personne le mercredi 25 novembre à 19:30.',
    );
  });
});
