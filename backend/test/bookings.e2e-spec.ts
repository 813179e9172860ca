import { Client } from 'pg';
import { BookingsService } from '../src/bookings/bookings.service';
import { seedDiningRoom } from '../src/database/seed';
import { Contract } from '../src/common/contract/contract';
import { startShop, type TestShop } from './app';
import { expectErrorBody } from './error-body';
import { openEventStream } from './event-stream';

type User = Awaited<ReturnType<TestShop['signIn']>>;
type Booking = {
  id: string;
  reference: string;
  status: string;
  startsAt: string;
  endsAt: string;
  confirmBy: string | null;
  tables?: { name: string }[];
  nextStatuses?: string[];
};

const ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of the shop's day `days` after today. */
function shopDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    Date.now() + days * DAY_MS,
  );
}

/** The shop's wall time of an instant, as 'HH:MM'. */
function wallTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

const createBooking = Contract.load().find('post', '/bookings')!;

/** A booking refused because no table is free: 409 with the contract's body and the nearest free times. */
function expectTaken(res: { status: number; body: { alternatives?: string[] } }): string[] {
  expect(res.status).toBe(409);
  expect(createBooking.checkResponse(409, res.body)).toEqual([]);
  return res.body.alternatives!;
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

describe('table bookings: the times a party can really have, and never one table twice', () => {
  let shop: TestShop;
  let host: User;
  let ada: User;
  let tomorrow: string;
  const tables = new Map<string, string>();

  const as = (user: User | undefined) => ({
    get: (path: string) =>
      user ? shop.http.get(`/api${path}`).set('Authorization', user.authorization) : shop.http.get(`/api${path}`),
    post: (path: string, body: object = {}) =>
      user
        ? shop.http.post(`/api${path}`).set('Authorization', user.authorization).send(body)
        : shop.http.post(`/api${path}`).send(body),
    put: (path: string, body: object) =>
      shop.http.put(`/api${path}`).set('Authorization', user!.authorization).send(body),
    patch: (path: string, body: object) =>
      user
        ? shop.http.patch(`/api${path}`).set('Authorization', user.authorization).send(body)
        : shop.http.patch(`/api${path}`).send(body),
  });
  const times = async (date: string, partySize: number) =>
    (await shop.http.get('/api/bookings/availability').query({ date, partySize }).expect(200)).body as {
      times: string[];
      stayMinutes: number;
      unavailableReason?: string;
    };
  /** The instant of `HH:MM` on the shop's day `date`, as the availability lists it. */
  const at = async (date: string, time: string, partySize = 2) => {
    const found = (await times(date, partySize)).times.find((iso) => wallTime(iso) === time);
    if (!found) throw new Error(`${time} is not free on ${date} for ${partySize}`);
    return found;
  };
  const book = (user: User | undefined, body: object) =>
    as(user).post('/bookings', { name: 'Grace Hopper', phone: '+1 555 010 0199', email: 'grace@example.com', ...body });
  const outbox = (bookingId: string) =>
    shop.prisma.$queryRaw<
      {
        key: string;
        to_address: string;
        subject: string;
        text: string;
        attachments: { filename: string; content: string }[];
      }[]
    >`
      SELECT key, to_address, subject, text, attachments FROM outbox_emails WHERE key LIKE ${`booking:${bookingId}:%`} ORDER BY id`;

  beforeAll(async () => {
    shop = await startShop({ SHOP_TIME_ZONE: ZONE });
    [host, ada] = await Promise.all([shop.signIn('owner'), shop.signIn('customer')]);
    tomorrow = shopDate(1);
    await as(host)
      .put('/shop/hours', {
        weekly: WEEKDAYS.map((day) => ({ day, opens: '12:00', closes: '22:00' })),
        specialDays: [{ date: shopDate(3), note: 'Private party', intervals: [] }],
      })
      .expect(200);
    await as(host)
      .put('/shop/booking', {
        enabled: true,
        slotMinutes: 30,
        stays: [
          { upToParty: 2, minutes: 90 },
          { upToParty: 4, minutes: 120 },
          { upToParty: 8, minutes: 150 },
        ],
        noticeMinutes: 60,
        daysAhead: 30,
        lastSeatingMinutes: 60,
        confirmMinutes: 30,
      })
      .expect(200);
    for (const [name, minSeats, maxSeats] of [
      ['Bar 1', 1, 2],
      ['Window 2', 2, 4],
      ['Window 3', 2, 4],
      ['Corner 4', 4, 6],
    ] as const) {
      tables.set(name, (await as(host).post('/dining-tables', { name, minSeats, maxSeats }).expect(201)).body.id);
    }
    await as(host)
      .post('/table-combinations', {
        tableIds: [tables.get('Window 3'), tables.get('Window 2')],
        minSeats: 5,
        maxSeats: 8,
      })
      .expect(201);
  });
  afterAll(() => shop.close());

  it('offers the times within opening hours up to the last seating, for parties a table seats, within the days ahead', async () => {
    const forFour = await times(tomorrow, 4);
    expect(forFour.stayMinutes).toBe(120);
    expect(forFour.times.map(wallTime)).toEqual(
      Array.from(
        { length: 19 },
        (_, index) => `${String(12 + Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
      ),
    );
    expect(await times(tomorrow, 9)).toMatchObject({
      times: [],
      unavailableReason: 'For a party of 9, please call us.',
    });
    expect(await times(shopDate(3), 2)).toMatchObject({ times: [], unavailableReason: 'We are closed on that day.' });
    expect(await times(shopDate(31), 2)).toMatchObject({
      times: [],
      unavailableReason: 'We take bookings up to 30 days ahead.',
    });
    expect(await times(shopDate(-1), 2)).toMatchObject({ times: [], unavailableReason: 'That day has passed.' });
    // Days the contract lets a client name but no calendar of the shop holds.
    expect(await times('0000-01-01', 2)).toMatchObject({ times: [], unavailableReason: 'That day has passed.' });
    expect(await times('9999-12-31', 2)).toMatchObject({
      times: [],
      unavailableReason: 'We take bookings up to 30 days ahead.',
    });
    // Today, nothing sooner than the hour's notice.
    for (const time of (await times(shopDate(0), 2)).times)
      expect(Date.parse(time)).toBeGreaterThanOrEqual(Date.now() + 59 * 60_000);
  });

  it('shows the host, who books by phone, the times the shop takes from them: also past the days guests may book ahead', async () => {
    const farOff = shopDate(31);
    expect(await times(farOff, 2)).toMatchObject({
      times: [],
      unavailableReason: 'We take bookings up to 30 days ahead.',
    });
    expect(
      (await as(ada).get('/bookings/availability').query({ date: farOff, partySize: 2 }).expect(200)).body.times,
    ).toEqual([]);
    const forHost = (await as(host).get('/bookings/availability').query({ date: farOff, partySize: 2 }).expect(200))
      .body as { times: string[] };
    expect(forHost.times.map(wallTime)).toContain('19:30');
    const startsAt = forHost.times.find((time) => wallTime(time) === '19:30');
    const booked = await as(host)
      .post('/bookings', {
        name: 'Walk-in by phone',
        phone: '+1 555 010 0100',
        partySize: 2,
        startsAt,
        source: 'phone',
      })
      .expect(201);
    expect(booked.body.status).toBe('confirmed');
    await as(host).post(`/bookings/${booked.body.id}/cancel`).expect(200);
  });

  it('seats each party at the smallest table that fits, joins tables for a larger one, and offers the nearest times when none is left', async () => {
    const date = shopDate(5);
    const seven = await at(date, '19:00');
    const seated = async (partySize: number) => {
      const res = await book(host, { partySize, startsAt: seven, source: 'phone' }).expect(201);
      return (res.body as Booking).tables!.map((table) => table.name);
    };
    expect(await seated(2)).toEqual(['Bar 1']);
    expect(await seated(2)).toEqual(['Window 2']);
    expect(await seated(4)).toEqual(['Window 3']);
    expect(await seated(4)).toEqual(['Corner 4']);
    const full = await book(ada, { partySize: 2, startsAt: seven, email: ada.email });
    expect(full.body.message).toBe('That time was just taken. These times are still free.');
    // Bar 1 is held 19:00–20:30 and the others 19:00–21:00: the nearest free times for two are before 17:30 or from 20:30.
    expect(expectTaken(full).map(wallTime)).toEqual(['17:00', '17:30', '20:30', '21:00']);
    expect((await times(date, 2)).times.map(wallTime)).not.toContain('19:00');

    const later = await at(date, '21:00', 7);
    expect(
      (await book(host, { partySize: 7, startsAt: later, source: 'phone' }).expect(201)).body.tables.map(
        (t: { name: string }) => t.name,
      ),
    ).toEqual(['Window 2', 'Window 3']);
  });

  it('gives 20 guests racing for the last table exactly one booking, and offers the others other times', async () => {
    const date = shopDate(6);
    const eight = await at(date, '20:00', 4);
    // Every table but Corner 4 is taken at eight.
    await book(host, { partySize: 2, startsAt: eight, source: 'phone' }).expect(201);
    await book(host, { partySize: 4, startsAt: eight, source: 'phone' }).expect(201);
    await book(host, { partySize: 4, startsAt: eight, source: 'phone' }).expect(201);
    const guests = await Promise.all(
      Array.from({ length: 20 }, (_, index) => shop.signIn('customer', `racer${index}-${Date.now()}@example.com`)),
    );
    const answers = await Promise.all(
      guests.map((guest) => book(guest, { partySize: 4, startsAt: eight, email: guest.email })),
    );
    // Every answer's status with its body, so that a failure says what the refused guests were told.
    const told = answers.map(
      (answer) => `${answer.status} ${answer.status === 201 ? '' : JSON.stringify(answer.body)}`,
    );
    expect(told.filter((line) => !/^(201|409) /.test(line))).toEqual([]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      const alternatives = expectTaken(refused);
      expect(alternatives.length).toBeGreaterThan(0);
      expect(alternatives.map(wallTime)).not.toContain('20:00');
    }
    const holds = await shop.prisma.bookingTable.count({
      where: { tableId: tables.get('Corner 4'), holding: true, startsAt: new Date(eight) },
    });
    expect(holds).toBe(1);

    // PostgreSQL itself refuses a second hold on the table for an overlapping stay, whatever code writes it.
    const sneaked = await shop.prisma.booking.create({
      data: {
        reference: 'SNEAKY',
        partySize: 4,
        startsAt: new Date(eight),
        endsAt: new Date(Date.parse(eight) + 3_600_000),
        name: 'Sneaky',
        phone: '+1 555 000 0000',
        status: 'confirmed',
      },
    });
    const half = new Date(Date.parse(eight) + 30 * 60_000);
    await expect(
      shop.prisma.$executeRaw`INSERT INTO booking_tables (booking_id, table_id, starts_at, ends_at)
        VALUES (${sneaked.id}::uuid, ${tables.get('Corner 4')}::uuid, ${half}, ${new Date(half.getTime() + 3_600_000)})`,
    ).rejects.toThrow(/booking_tables_no_overlap/);
  });

  it('lets claims that pile up on one table take turns in PostgreSQL: one wins, the others are told no, none deadlocks', async () => {
    // Straight against the database, as 20 connections: each claims Corner 4 (or else Windows 2 and 3) and then
    // keeps its transaction open a while, as a booking does while it writes its e-mail and event, so that the
    // others all wait on the first and wake together when it commits.
    const startsAt = new Date(Date.parse(await at(shopDate(11), '20:00', 4)));
    const endsAt = new Date(startsAt.getTime() + 90 * 60_000);
    const seatings = JSON.stringify([
      [tables.get('Corner 4')],
      [tables.get('Window 2'), tables.get('Window 3')].sort(),
    ]);
    const claims = await Promise.allSettled(
      Array.from({ length: 20 }, async (_, index) => {
        const client = new Client({ connectionString: shop.config.DATABASE_URL });
        await client.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query<{ id: string }>(
            `INSERT INTO bookings (id, reference, party_size, starts_at, ends_at, name, phone, status)
             VALUES (gen_random_uuid(), $1, 4, $2, $3, 'Racer', '+1 555 000 0000', 'confirmed') RETURNING id`,
            [`RC${String(index).padStart(4, '0')}`, startsAt, endsAt],
          );
          const claimed = await client.query<{ tables: string[] | null }>(
            'SELECT claim_booking_tables($1::uuid, $2::jsonb, $3, $4) AS tables',
            [rows[0]!.id, seatings, startsAt, endsAt],
          );
          await client.query('SELECT pg_sleep(0.2)');
          await client.query('COMMIT');
          return claimed.rows[0]!.tables?.length ?? 0;
        } finally {
          await client.end();
        }
      }),
    );
    const failures = claims.flatMap((claim) => (claim.status === 'rejected' ? [String(claim.reason)] : []));
    expect(failures).toEqual([]);
    const seated = claims.map((claim) => (claim.status === 'fulfilled' ? claim.value : -1));
    expect(seated.sort()).toEqual([...Array<number>(18).fill(0), 1, 2]);
  });

  it('holds a visitor’s table until they confirm from the e-mail, whose link alone opens it; an unconfirmed one lapses', async () => {
    const date = shopDate(7);
    const time = await at(date, '13:00', 2);
    const made = (
      await book(undefined, {
        partySize: 2,
        startsAt: time,
        email: 'Visitor@Example.com',
        notes: 'A high chair, please',
      }).expect(201)
    ).body as Booking;
    expect(made).toMatchObject({ status: 'booked', email: 'visitor@example.com' });
    expect(made).not.toHaveProperty('tables');
    expect(Date.parse(made.confirmBy!)).toBeGreaterThan(Date.now() + 29 * 60_000);
    const [mail] = await outbox(made.id);
    expect(mail).toMatchObject({ key: `booking:${made.id}:confirm-link`, to_address: 'visitor@example.com' });
    const link = new URL(/Confirm my booking: (\S+)/.exec(mail!.text)![1]!);
    expect(link.pathname).toBe('/booking/manage');
    expect(link.searchParams.get('booking')).toBe(made.id);
    const token = link.searchParams.get('token')!;

    expectErrorBody(await shop.http.get(`/api/bookings/${made.id}`), 401);
    expectErrorBody(
      await shop.http.get(`/api/bookings/${made.id}`).set('X-Booking-Token', `${token.slice(0, -2)}xx`),
      404,
    );
    expectErrorBody(await as(ada).get(`/bookings/${made.id}`), 404);
    expect((await shop.http.get(`/api/bookings/${made.id}`).set('X-Booking-Token', token).expect(200)).body.id).toBe(
      made.id,
    );

    const confirmed = await shop.http
      .post(`/api/bookings/${made.id}/confirm`)
      .set('X-Booking-Token', token)
      .expect(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', confirmBy: null });
    await shop.http.post(`/api/bookings/${made.id}/confirm`).set('X-Booking-Token', token).expect(200);
    const mails = await outbox(made.id);
    expect(mails.map((email) => email.key)).toEqual([
      `booking:${made.id}:confirm-link`,
      `booking:${made.id}:confirmed`,
    ]);
    const [calendar] = mails[1]!.attachments;
    expect(calendar!.filename).toBe('booking.ics');
    expect(calendar!.content).toContain(`DTSTART:${time.replace(/[-:]/g, '').replace('.000', '')}`);
    expect(calendar!.content).toContain('SUMMARY:Table for 2 at');

    // Another visitor never confirms: past the deadline the table is free again.
    const other = (
      await book(undefined, { partySize: 2, startsAt: await at(date, '15:00', 2), email: 'late@example.com' }).expect(
        201,
      )
    ).body as Booking;
    const bar = tables.get('Bar 1');
    expect(await shop.prisma.bookingTable.count({ where: { bookingId: other.id, holding: true } })).toBe(1);
    await shop.prisma.booking.update({ where: { id: other.id }, data: { confirmBy: new Date(Date.now() - 1000) } });
    expect(await shop.app.get(BookingsService).lapseUnconfirmed()).toEqual({ lapsed: 1 });
    expect((await shop.prisma.booking.findUniqueOrThrow({ where: { id: other.id } })).status).toBe('cancelled');
    expect(await shop.prisma.bookingTable.count({ where: { bookingId: other.id, tableId: bar, holding: true } })).toBe(
      0,
    );
  });

  it('lets one address hold one unconfirmed booking at a time, even when it asks for several at once', async () => {
    const date = shopDate(8);
    const times = await Promise.all(['12:00', '13:00', '14:00', '18:00', '19:00'].map((time) => at(date, time, 2)));
    // Five requests from one address race: one holds a table until it is confirmed, the others are told why not.
    const answers = await Promise.all(
      times.map((startsAt) => book(undefined, { partySize: 2, startsAt, email: 'Holder@Example.com' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expectErrorBody(refused, 409);
      expect(refused.body.message).toContain('A booking for holder@example.com is waiting to be confirmed');
    }
    const waiting = answers.find((answer) => answer.status === 201)!.body as Booking;
    expect(
      await shop.prisma.bookingTable.count({ where: { booking: { email: 'holder@example.com' }, holding: true } }),
    ).toBe(1);

    // Once it lapsed, the address books again at once, without waiting for the job that lets lapsed ones go.
    await shop.prisma.booking.update({ where: { id: waiting.id }, data: { confirmBy: new Date(Date.now() - 1000) } });
    const again = (
      await book(undefined, { partySize: 2, startsAt: times[4]!, email: 'holder@example.com' }).expect(201)
    ).body as Booking;
    expect((await shop.prisma.booking.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe('cancelled');
    expect(again.status).toBe('booked');
    // A confirmed booking never stands in the way; nor does the restaurant's own booking for the address.
    await book(host, { partySize: 2, startsAt: times[0]!, email: 'holder@example.com', source: 'phone' }).expect(201);
  });

  it('a signed-in guest with a confirmed address books at once, sees it among their bookings, changes it as a new booking is checked, and cancelling frees the table', async () => {
    const date = shopDate(8);
    const [six, halfPastEight] = [await at(date, '18:00', 7), await at(date, '20:30', 7)];
    const made = (await book(ada, { partySize: 7, startsAt: six, email: ada.email }).expect(201)).body as Booking;
    // The host's facts are the host's: no tables, no taps.
    expect(made).not.toHaveProperty('tables');
    expect(made).not.toHaveProperty('nextStatuses');
    expect(made.status).toBe('confirmed');
    expect((await as(ada).get('/bookings/mine').expect(200)).body.upcoming.map((b: Booking) => b.id)).toEqual([
      made.id,
    ]);
    expect((await outbox(made.id)).map((email) => email.key)).toEqual([`booking:${made.id}:confirmed`]);

    // The joined tables are taken from 20:30 by a phone booking; moving there is refused with other times.
    await book(host, { partySize: 7, startsAt: halfPastEight, source: 'phone' }).expect(201);
    expect(expectTaken(await as(ada).patch(`/bookings/${made.id}`, { startsAt: halfPastEight }))).toContain(six);
    expectErrorBody(
      await as(ada).patch(`/bookings/${made.id}`, { startsAt: new Date(Date.parse(six) + 10 * 60_000).toISOString() }),
      422,
    );
    expectErrorBody(await as(ada).patch(`/bookings/${made.id}`, { tableIds: [tables.get('Corner 4')] }), 403);
    // Half an hour earlier overlaps the booking itself, which a change lets go of.
    const halfPastFive = new Date(Date.parse(six) - 30 * 60_000).toISOString();
    const moved = await as(ada)
      .patch(`/bookings/${made.id}`, { startsAt: halfPastFive, notes: 'Birthday' })
      .expect(200);
    expect(moved.body).toMatchObject({ status: 'confirmed', notes: 'Birthday' });
    expect(wallTime(moved.body.startsAt)).toBe('17:30');
    expect((await outbox(made.id)).filter((email) => email.key.includes(':changed:'))).toHaveLength(1);

    // Asked for this booking's own change, the times around it are free: it lets go of its own tables.
    const asChanging = (
      await shop.http.get('/api/bookings/availability').query({ date, partySize: 7, changing: made.id }).expect(200)
    ).body;
    expect(asChanging.times.map(wallTime)).toEqual(expect.arrayContaining(['17:00', '17:30', '18:00']));
    const before = (await times(date, 7)).times.map(wallTime);
    expect(before).not.toContain('17:30');
    expect((await as(ada).post(`/bookings/${made.id}/cancel`).expect(200)).body.status).toBe('cancelled');
    expect((await times(date, 7)).times.map(wallTime)).toContain('17:30');
    expectErrorBody(await as(ada).patch(`/bookings/${made.id}`, { partySize: 6 }), 409);
    expect((await as(ada).get('/bookings/mine').expect(200)).body).toMatchObject({
      upcoming: [],
      past: [{ id: made.id, status: 'cancelled' }],
    });
  });

  it('lets the host see the day with its covers, seat, finish and mark no-shows, and keeps guests to their own', async () => {
    const date = shopDate(9);
    const noon = await at(date, '12:00', 4);
    const party = (
      await book(host, {
        partySize: 4,
        startsAt: noon,
        source: 'phone',
        email: undefined,
        tableIds: [tables.get('Corner 4')],
      }).expect(201)
    ).body as Booking;
    expect(party).toMatchObject({ status: 'confirmed', email: null, source: 'phone', tables: [{ name: 'Corner 4' }] });
    // The host is told which taps the booking takes now, from the rule the status change enforces.
    expect(party.nextStatuses).toEqual(['seated', 'no-show', 'cancelled']);
    const noShow = (await book(host, { partySize: 2, startsAt: noon, source: 'phone' }).expect(201)).body as Booking;
    expectErrorBody(await book(ada, { partySize: 2, startsAt: noon, source: 'phone', email: ada.email }), 403);
    expectErrorBody(await book(undefined, { partySize: 2, startsAt: noon, email: undefined }), 422);

    expect((await as(host).get(`/bookings?date=${date}`).expect(200)).body).toMatchObject({
      covers: 6,
      seatedCovers: 0,
    });
    expect((await as(host).put(`/bookings/${party.id}/status`, { status: 'seated' }).expect(200)).body).toMatchObject({
      status: 'seated',
      nextStatuses: ['completed'],
    });
    expect((await as(host).put(`/bookings/${noShow.id}/status`, { status: 'no-show' }).expect(200)).body).toMatchObject(
      {
        status: 'no-show',
        nextStatuses: ['seated'],
      },
    );
    expectErrorBody(await as(host).put(`/bookings/${noShow.id}/status`, { status: 'completed' }), 409);
    const day = (await as(host).get(`/bookings?date=${date}`).expect(200)).body;
    expect(day).toMatchObject({ covers: 4, seatedCovers: 4 });
    expect(day.bookings.map((b: Booking) => b.status)).toEqual(['seated', 'no-show']);
    expect((await times(date, 2)).times.map(wallTime)).toContain('12:00');

    // The no-show's table went to a walk-in; the late party cannot have it back until the walk-in is moved.
    const noShowTable = tables.get(noShow.tables![0]!.name)!;
    const walkIn = (
      await book(host, { partySize: 2, startsAt: noon, source: 'phone', tableIds: [noShowTable] }).expect(201)
    ).body as Booking;
    expectErrorBody(await as(host).put(`/bookings/${noShow.id}/status`, { status: 'seated' }), 409);
    expect((await as(host).get(`/bookings/${noShow.id}`).expect(200)).body.status).toBe('no-show');
    await as(host).post(`/bookings/${walkIn.id}/cancel`).expect(200);
    // Then the party that turned up late after all is seated at its own table, which it holds again.
    expect((await as(host).put(`/bookings/${noShow.id}/status`, { status: 'seated' }).expect(200)).body).toMatchObject({
      status: 'seated',
      tables: [{ name: noShow.tables![0]!.name }],
    });
    expect(await shop.prisma.bookingTable.count({ where: { bookingId: noShow.id, holding: true } })).toBe(1);
    expectTaken(await book(host, { partySize: 2, startsAt: noon, source: 'phone', tableIds: [noShowTable] }));
    await as(host).put(`/bookings/${noShow.id}/status`, { status: 'completed' }).expect(200);
    await as(host).put(`/bookings/${party.id}/status`, { status: 'completed' }).expect(200);
    expect(await shop.prisma.bookingTable.count({ where: { bookingId: party.id, holding: true } })).toBe(0);
    expectErrorBody(await as(ada).get(`/bookings?date=${date}`), 403);
    expect((await as(host).get('/bookings?date=0000-01-01').expect(200)).body).toMatchObject({
      covers: 0,
      bookings: [],
    });
  });

  it('tells the host live when a booking is made or cancelled, in the orders’ stream and sequence, and tells a customer nothing of it', async () => {
    await shop.app.listen(0, '127.0.0.1');
    const url = await shop.app.getUrl();
    const hostStream = await openEventStream(url, host.authorization);
    const adaStream = await openEventStream(url, ada.authorization);
    try {
      const time = await at(shopDate(10), '14:00', 2);
      const made = (await book(undefined, { partySize: 2, startsAt: time, email: 'live@example.com' }).expect(201))
        .body as Booking;
      const created = await hostStream.next(
        (event) => event.event === 'booking' && JSON.parse(event.data).bookingId === made.id,
      );
      expect(JSON.parse(created.data)).toMatchObject({
        bookingId: made.id,
        kind: 'created',
        status: 'booked',
        startsAt: time,
      });
      await as(host).put(`/bookings/${made.id}/status`, { status: 'cancelled' }).expect(200);
      const cancelled = await hostStream.next(
        (event) => event.event === 'booking' && JSON.parse(event.data).status === 'cancelled',
      );
      expect(BigInt(cancelled.id!)).toBeGreaterThan(BigInt(created.id!));
      // A reconnect from before the booking replays both, in order.
      const back = await openEventStream(url, host.authorization, String(BigInt(created.id!) - 1n));
      try {
        await back.next((event) => event.id === cancelled.id);
        expect(back.events.map((event) => event.id)).toEqual([created.id, cancelled.id]);
      } finally {
        back.close();
      }
      expect(adaStream.events.filter((event) => event.event === 'booking')).toEqual([]);
    } finally {
      hostStream.close();
      adaStream.close();
    }
  });

  it('keeps the dining room consistent: no two tables of one name, no table removed under a booking to come', async () => {
    expectErrorBody(await as(host).post('/dining-tables', { name: 'Bar 1', minSeats: 1, maxSeats: 2 }), 409);
    expectErrorBody(await as(host).post('/dining-tables', { name: 'Odd', minSeats: 5, maxSeats: 2 }), 422);
    expectErrorBody(
      await as(host).post('/table-combinations', {
        tableIds: [tables.get('Window 2'), tables.get('Window 3')],
        minSeats: 5,
        maxSeats: 8,
      }),
      409,
    );
    const removal = await shop.http
      .delete(`/api/dining-tables/${tables.get('Corner 4')}`)
      .set('Authorization', host.authorization);
    expectErrorBody(removal, 409);
    expect(removal.body.message).toMatch(/^Corner 4 has \d+ bookings? to come/);
    const spare = (await as(host).post('/dining-tables', { name: 'Terrace 9', minSeats: 2, maxSeats: 2 }).expect(201))
      .body.id;
    await shop.http.delete(`/api/dining-tables/${spare}`).set('Authorization', host.authorization).expect(200);
    expectErrorBody(
      await as(host).put('/shop/booking', {
        ...(await shop.http.get('/api/shop/booking')).body,
        stays: [
          { upToParty: 4, minutes: 90 },
          { upToParty: 2, minutes: 60 },
        ],
      }),
      422,
    );
  });

  it('tells every page whether tables can be booked online, as the host has just set it', async () => {
    expect((await shop.http.get('/api/shop').expect(200)).body.tableBooking).toBe(true);
    const rules = (await shop.http.get('/api/shop/booking').expect(200)).body as object;
    await as(host)
      .put('/shop/booking', { ...rules, enabled: false })
      .expect(200);
    expect((await shop.http.get('/api/shop').expect(200)).body.tableBooking).toBe(false);
    await as(host)
      .put('/shop/booking', { ...rules, enabled: true })
      .expect(200);
    expect((await shop.http.get('/api/shop').expect(200)).body.tableBooking).toBe(true);
  });
});

describe('a new shop’s dining room', () => {
  it('is seeded once, with tables from two seats to eight and the pairs the staff join', async () => {
    const shop = await startShop();
    try {
      expect(await Promise.all([seedDiningRoom(shop.prisma), seedDiningRoom(shop.prisma)])).toEqual(
        expect.arrayContaining([8, 0]),
      );
      const admin = await shop.signIn('owner');
      const room = (await shop.http.get('/api/dining-room').set('Authorization', admin.authorization).expect(200)).body;
      expect(room.tables).toHaveLength(8);
      expect(room.combinations.map((combination: { name: string }) => combination.name)).toEqual([
        'Table 3 + Table 4',
        'Table 5 + Table 6',
        'Booth 8 + Table 7',
      ]);
      const date = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(
        Date.now() + DAY_MS,
      );
      expect(
        (await shop.http.get('/api/bookings/availability').query({ date, partySize: 12 }).expect(200)).body.times
          .length,
      ).toBeGreaterThan(0);
    } finally {
      await shop.close();
    }
  });
});

describe('what bookings waiting for their confirmation may hold', () => {
  it('seats at most three waiting bookings from one client address, and no party larger than the rules allow; confirmed guests and the host are not bound', async () => {
    const shop = await startShop({ SHOP_TIME_ZONE: ZONE, BOOKING_WAITING_PER_CLIENT: '3', TRUST_PROXY_HOPS: '1' });
    try {
      await seedDiningRoom(shop.prisma);
      const [host, ada] = await Promise.all([shop.signIn('owner'), shop.signIn('customer')]);
      const date = shopDate(2);
      const free = async (partySize: number) =>
        (await shop.http.get('/api/bookings/availability').query({ date, partySize }).expect(200)).body
          .times as string[];
      const guest = { name: 'Grace Hopper', phone: '+1 555 010 0199', partySize: 2 };
      const visit = (from: string, body: object) =>
        shop.http
          .post('/api/bookings')
          .set('X-Forwarded-For', from)
          .send({ ...guest, ...body });
      const times = await free(2);

      // Five guests book at once from one address: three wait for their e-mails, two are told to confirm those first.
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((i) => visit('203.0.113.7', { startsAt: times[i * 2], email: `guest${i}@example.com` })),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 201, 429, 429]);
      for (const refused of answers.filter((answer) => answer.status === 429)) {
        expectErrorBody(refused, 429);
        expect(refused.body.message).toContain('waiting to be confirmed');
      }
      expect(await shop.prisma.bookingTable.count({ where: { holding: true } })).toBe(3);
      // Another address is another guest.
      await visit('198.51.100.20', { startsAt: times[12], email: 'neighbour@example.com' }).expect(201);
      // One of the three lapses: the address may book again.
      const [waiting] = answers.filter((answer) => answer.status === 201).map((answer) => answer.body as Booking);
      await shop.prisma.booking.update({
        where: { id: waiting!.id },
        data: { confirmBy: new Date(Date.now() - 1000) },
      });
      await visit('203.0.113.7', { startsAt: times[14], email: 'late@example.com' }).expect(201);

      // A party above the rules' bound (8 by default) is not held on an unconfirmed address.
      const forTen = await free(10);
      const large = await visit('192.0.2.9', { partySize: 10, startsAt: forTen[0], email: 'party@example.com' });
      expectErrorBody(large, 422);
      expect(large.body.message).toContain('A party of more than 8');
      expect(await shop.prisma.booking.count({ where: { email: 'party@example.com' } })).toBe(0);
      // A guest signed in with their confirmed address books it at once; so does the host, on the phone.
      const confirmed = await shop.http
        .post('/api/bookings')
        .set('Authorization', ada.authorization)
        .send({ ...guest, partySize: 10, startsAt: forTen[0], email: ada.email })
        .expect(201);
      expect(confirmed.body.status).toBe('confirmed');
      await shop.http
        .post('/api/bookings')
        .set('Authorization', host.authorization)
        .send({ ...guest, partySize: 10, startsAt: forTen.at(-1), source: 'phone' })
        .expect(201);
      // The bound is the restaurant's to set.
      const rules = (await shop.http.get('/api/shop/booking').expect(200)).body;
      expect(rules.unconfirmedPartyMax).toBe(8);
      await shop.http
        .put('/api/shop/booking')
        .set('Authorization', host.authorization)
        .send({ ...rules, unconfirmedPartyMax: 12 })
        .expect(200);
      await visit('192.0.2.9', { partySize: 10, startsAt: (await free(10))[0], email: 'party@example.com' }).expect(
        201,
      );
      // Left out of a replacement, it is the default again.
      const { unconfirmedPartyMax: _left, ...without } = rules;
      expect(
        (await shop.http.put('/api/shop/booking').set('Authorization', host.authorization).send(without).expect(200))
          .body.unconfirmedPartyMax,
      ).toBe(8);
      // The waiting bookings keep the client address only as a keyed hash, and only while they wait.
      const keys = await shop.prisma.booking.findMany({ select: { status: true, clientKey: true } });
      expect(keys.filter((row) => row.status !== 'booked').every((row) => row.clientKey === null)).toBe(true);
      expect(keys.some((row) => row.clientKey && /^[0-9a-f]{64}$/.test(row.clientKey))).toBe(true);
    } finally {
      await shop.close();
    }
  });
});
