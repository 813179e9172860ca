import { said } from '../common/i18n/said';
import { AuditTrail } from '../audit-entries/audit-trail';
import { shopLanguageOf, type ShopLanguage } from '../common/i18n/languages';
import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  ConflictException,
  ForbiddenException,
  HttpStatus,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { AuthUser } from '../auth/access';
import { ContractViolation, ErrorWithFacts } from '../common/errors/http-error.filter';
import { isoDateOf, shopDayOf } from '../common/shop-clock';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import { brokeExclusion } from '../database/constraint-violation';
import type { components } from '../generated/contract';
import { Prisma, type BookingStatus } from '../generated/prisma/client';
import { openingRulesOf, SETTINGS_ID } from '../ordering/settings-rules';
import { recordBookingEvent } from './booking-events';
import { BookingMail } from './booking-mail';
import { BOOKING_RULES_ROW } from '../database/booking-rules-row';
import { type BookingRules, stayMinutesOf, toBookingRulesDto } from './booking-rules';
import { bookingTimes, dayBounds, nearestTimes } from './booking-times';
import {
  type BookingDto,
  type BookingWithTables,
  canChange,
  HOLDING_STATUSES,
  nextStatusesOf,
  statusOf,
  toBookingDto,
  WITH_TABLES,
} from './booking.mapper';
import { type Seating, seatingsFor, type TableHold } from './seatings';
import { claimWaitingPlace, clientKeyOf, mayWaitForConfirmation } from './waiting-bookings';

type Schemas = components['schemas'];

/** Who asks: an administrator, a signed-in guest, or whoever holds the link of the booking's e-mail. */
export interface BookingCaller {
  user?: AuthUser;
  token?: string;
}

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
/** The nearest free times offered to a guest whose time was just taken. */
const ALTERNATIVES = 4;
/** Why an address cannot book again while one of its bookings waits for its guest's confirmation. */
const ANOTHER_WAITING = (email: string) =>
  said(
    'A booking for {email} is waiting to be confirmed: open the link we e-mailed to that address to confirm or cancel it, then book again if you like.',
    { email },
  );
/** A booking's status as a word of a sentence. */
const bookingStatusInWords = (status: string) =>
  said(
    '{status, select, booked {booked} confirmed {confirmed} seated {seated} completed {completed} no_show {a no-show} other {cancelled}}',
    {
      status: status.replace('-', '_'),
    },
  );
/** Letters and digits that cannot be mistaken for one another on the phone. */
const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Staff who run the bookings: they book by phone, seat parties and see every booking's tables. */
const isStaff = (user: AuthUser | undefined) => user?.permissions.has('bookings.manage') ?? false;
const newReference = () =>
  Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]).join('');

/**
 * Days PostgreSQL and the shop's clock can both hold, well around any day a table is booked for: a day outside them
 * (the contract lets a client send `0000-01-01`) has no bookings and is never looked for in the database.
 */
const inCalendar = (date: string) => date >= '1970-01-01' && date <= '2999-12-31';

/** What a day's free times are computed from, read once. */
interface DayContext {
  rules: BookingRules;
  seatings: Seating[];
  holds: TableHold[];
  compute: (holds: readonly TableHold[]) => ReturnType<typeof bookingTimes>;
}

@Injectable()
export class BookingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly mail: BookingMail,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The free times of a day, as `create` would judge them for the caller (the host books at short notice); those
   * of `changing` count as free, as its change will count them.
   */
  async availability(
    date: string,
    partySize: number,
    language: ShopLanguage,
    { user, changing }: { user?: AuthUser; changing?: string } = {},
  ): Promise<Schemas['BookingTimes']> {
    const context = await this.dayContext(date, partySize, { byStaff: isStaff(user), ignoring: changing });
    const day = context.compute(context.holds);
    return {
      date,
      partySize,
      stayMinutes: day.stayMinutes,
      times: day.times.map((time) => new Date(time).toISOString()),
      ...(day.unavailableReason ? { unavailableReason: day.unavailableReason.in(language) } : {}),
    };
  }

  async create(
    request: Schemas['BookingRequest'],
    user: AuthUser | undefined,
    clientAddress: string,
    language: ShopLanguage = shopLanguageOf(this.config.SHOP_LOCALE),
  ): Promise<BookingDto> {
    const staff = isStaff(user);
    if (!staff && (request.source === 'phone' || request.tableIds)) {
      throw new ForbiddenException('Only the restaurant books by phone or names the tables.');
    }
    const email = request.email?.toLowerCase();
    if (!email && !(staff && request.source === 'phone')) {
      throw new ContractViolation(
        'An e-mail address is needed to send the booking to.',
        [{ path: '/body/email', message: 'is required' }],
        422,
      );
    }
    const startsAt = Date.parse(request.startsAt);
    const plan = await this.plan(startsAt, request.partySize, { byStaff: staff, tableIds: request.tableIds });
    // A guest whose address the shop knows as theirs needs no link; the restaurant vouches for its own bookings.
    const confirmed = staff || (user?.emailVerified === true && user.email === email);
    if (!confirmed) mayWaitForConfirmation(request.partySize, plan.rules);
    const clientKey = confirmed ? null : clientKeyOf(this.config.JWT_SECRET, clientAddress);
    const now = Date.now();
    const data = {
      partySize: request.partySize,
      startsAt: new Date(startsAt),
      endsAt: new Date(plan.endsAt),
      name: request.name.trim(),
      phone: request.phone.trim(),
      email: email ?? null,
      notes: request.notes?.trim() ?? '',
      status: confirmed ? ('confirmed' as const) : ('booked' as const),
      source: request.source ?? 'online',
      userId: user && !(staff && request.source === 'phone') ? user.id : null,
      confirmBy: confirmed ? null : new Date(now + plan.rules.confirmMinutes * MS_PER_MINUTE),
      clientKey,
      language,
    };
    const booking = await this.withNewReference((reference) =>
      this.prisma.$transaction(async (tx) => {
        if (clientKey) await claimWaitingPlace(tx, clientKey, this.config.BOOKING_WAITING_PER_CLIENT);
        if (data.status === 'booked' && email) await this.lapseWaitingOf(tx, email);
        const made = await tx.booking.create({ data: { ...data, reference } }).catch((error: unknown) => {
          if (brokeExclusion(error)) throw new ConflictException(ANOTHER_WAITING(email!));
          throw error;
        });
        await this.seat(tx, made.id, plan.seatings, startsAt, plan.endsAt);
        const seated = await tx.booking.findUniqueOrThrow({ where: { id: made.id }, include: WITH_TABLES });
        if (seated.email) await this.mail.enqueue(tx, seated, confirmed ? 'confirmed' : 'confirm-link');
        await recordBookingEvent(tx, {
          bookingId: made.id,
          kind: 'created',
          status: made.status,
          startsAt: made.startsAt,
        });
        return seated;
      }),
    ).catch((error: unknown) => this.offerOtherTimes(error, startsAt, request.partySize, staff));
    return toBookingDto(booking, staff);
  }

  async get(id: string, caller: BookingCaller): Promise<BookingDto> {
    return toBookingDto(await this.find(id, caller), isStaff(caller.user));
  }

  async confirm(id: string, caller: BookingCaller): Promise<BookingDto> {
    const booking = await this.prisma.$transaction(async (tx) => {
      const found = await this.lock(tx, id, caller);
      if (found.status === 'confirmed') return found;
      if (found.status !== 'booked')
        throw new ConflictException(
          found.status === 'cancelled'
            ? said('This booking is cancelled: book again.')
            : said('This booking is over: book again.'),
        );
      const updated = await tx.booking.update({
        where: { id },
        data: { status: 'confirmed', confirmBy: null, clientKey: null },
        include: WITH_TABLES,
      });
      if (updated.email) await this.mail.enqueue(tx, updated, 'confirmed');
      await recordBookingEvent(tx, { bookingId: id, kind: 'status', status: 'confirmed', startsAt: updated.startsAt });
      return updated;
    });
    return toBookingDto(booking, isStaff(caller.user));
  }

  async change(id: string, changes: Schemas['BookingChange'], caller: BookingCaller): Promise<BookingDto> {
    const staff = isStaff(caller.user);
    if (changes.tableIds && !staff) throw new ForbiddenException('Only the restaurant chooses the tables.');
    const current = await this.find(id, caller);
    this.mustBeChangeable(current, staff);
    const partySize = changes.partySize ?? current.partySize;
    const startsAt = changes.startsAt ? Date.parse(changes.startsAt) : current.startsAt.getTime();
    const moves =
      partySize !== current.partySize || startsAt !== current.startsAt.getTime() || changes.tableIds !== undefined;
    const plan = moves
      ? await this.plan(startsAt, partySize, {
          byStaff: staff,
          tableIds: changes.tableIds,
          // The booking keeps its tables when they still seat the party and are free at the new time.
          preferred: current.tables.map(({ table }) => table.id),
        })
      : undefined;
    if (plan && current.status === 'booked' && !staff) mayWaitForConfirmation(partySize, plan.rules);
    const booking = await this.prisma
      .$transaction(async (tx) => {
        const locked = await this.lock(tx, id, caller);
        this.mustBeChangeable(locked, staff);
        if (plan) {
          await tx.bookingTable.deleteMany({ where: { bookingId: id } });
          await this.seat(tx, id, plan.seatings, startsAt, plan.endsAt);
        }
        const updated = await tx.booking.update({
          where: { id },
          data: {
            partySize,
            startsAt: new Date(startsAt),
            ...(plan ? { endsAt: new Date(plan.endsAt) } : {}),
            ...(changes.name !== undefined ? { name: changes.name.trim() } : {}),
            ...(changes.phone !== undefined ? { phone: changes.phone.trim() } : {}),
            ...(changes.notes !== undefined ? { notes: changes.notes.trim() } : {}),
          },
          include: WITH_TABLES,
        });
        if (plan && updated.email && updated.status === 'confirmed') await this.mail.enqueue(tx, updated, 'changed');
        await recordBookingEvent(tx, {
          bookingId: id,
          kind: 'changed',
          status: updated.status,
          startsAt: updated.startsAt,
        });
        return updated;
      })
      .catch((error: unknown) => this.offerOtherTimes(error, startsAt, partySize, staff, id));
    return toBookingDto(booking, staff);
  }

  async cancel(id: string, caller: BookingCaller): Promise<BookingDto> {
    const staff = isStaff(caller.user);
    const booking = await this.prisma.$transaction(async (tx) => {
      const found = await this.lock(tx, id, caller);
      if (found.status === 'cancelled') return found;
      this.mustBeChangeable(found, staff);
      return this.letGo(tx, found, 'cancelled');
    });
    return toBookingDto(booking, staff);
  }

  /** The host's taps: seated and no-show from booked or confirmed, completed from seated, and so on. */
  async setStatus(id: string, status: Schemas['BookingStatusChange']['status'], user: AuthUser): Promise<BookingDto> {
    const next = statusOf(status);
    const booking = await this.prisma.$transaction(async (tx) => {
      const found = await this.lock(tx, id, { user });
      if (found.status === next) return found;
      if (!nextStatusesOf(found.status).includes(next)) {
        throw new ConflictException(
          said('A booking that is {from} cannot be marked {to}.', {
            from: bookingStatusInWords(toBookingDto(found, true).status),
            to: bookingStatusInWords(status),
          }),
        );
      }
      if (found.status === 'no_show') await this.holdAgain(tx, found);
      // The host's mark on the booking, kept with who made it; by its time and party, not the guest's name, which an
      // erasure takes away while the trail stays as it is.
      await this.audit.record(tx, user, {
        action: 'booking.status-changed',
        subject: { type: 'booking', id, name: `${found.startsAt.toISOString().slice(0, 16)}Z, ${found.partySize}` },
        before: { status: toBookingDto(found, true).status },
        after: { status },
      });
      if (next === 'seated' || next === 'confirmed') {
        const updated = await tx.booking.update({
          where: { id },
          data: { status: next, confirmBy: null, clientKey: null },
          include: WITH_TABLES,
        });
        await recordBookingEvent(tx, { bookingId: id, kind: 'status', status: next, startsAt: updated.startsAt });
        return updated;
      }
      return this.letGo(tx, found, next as 'cancelled' | 'completed' | 'no_show');
    });
    return toBookingDto(booking, true);
  }

  async mine(user: AuthUser): Promise<Schemas['MyBookings']> {
    const bookings = await this.prisma.booking.findMany({
      where: { OR: [{ userId: user.id }, ...(user.emailVerified ? [{ email: user.email }] : [])] },
      include: WITH_TABLES,
      orderBy: { startsAt: 'asc' },
    });
    const now = new Date();
    const upcoming = bookings.filter((booking) => booking.endsAt > now && HOLDING_STATUSES.includes(booking.status));
    const past = bookings.filter((booking) => !upcoming.includes(booking)).reverse();
    return {
      upcoming: upcoming.map((booking) => toBookingDto(booking, false)),
      past: past.map((booking) => toBookingDto(booking, false)),
    };
  }

  async day(date: string): Promise<Schemas['BookingDay']> {
    const { start, end } = dayBounds(date, this.config.SHOP_TIME_ZONE);
    const [bookings, tables] = await Promise.all([
      !inCalendar(date)
        ? []
        : this.prisma.booking.findMany({
            where: { startsAt: { gte: new Date(start), lt: new Date(end) } },
            include: WITH_TABLES,
            orderBy: [{ startsAt: 'asc' }, { createdAt: 'asc' }],
          }),
      this.prisma.diningTable.findMany({ orderBy: { name: 'asc' } }),
    ]);
    const partiesOf = (statuses: readonly BookingStatus[]) =>
      bookings
        .filter((booking) => statuses.includes(booking.status))
        .reduce((sum, booking) => sum + booking.partySize, 0);
    return {
      date,
      covers: partiesOf(['booked', 'confirmed', 'seated', 'completed']),
      seatedCovers: partiesOf(['seated', 'completed']),
      tables: tables.map(({ id, name, minSeats, maxSeats }) => ({ id, name, minSeats, maxSeats })),
      bookings: bookings.map((booking) => toBookingDto(booking, true)),
    };
  }

  /** An address's bookings that were not confirmed in time let their tables go now, before it books again. */
  private async lapseWaitingOf(tx: Prisma.TransactionClient, email: string): Promise<void> {
    const overdue = await tx.booking.findMany({
      where: { email, status: 'booked', confirmBy: { lt: new Date() } },
      include: WITH_TABLES,
    });
    for (const booking of overdue) await this.letGo(tx, booking, 'cancelled', { mail: false });
  }

  /** Bookings nobody confirmed in time let their tables go. */
  async lapseUnconfirmed(): Promise<{ lapsed: number }> {
    const due = await this.prisma.booking.findMany({
      where: { status: 'booked', confirmBy: { lt: new Date() } },
      select: { id: true },
    });
    let lapsed = 0;
    for (const { id } of due) {
      const done = await this.prisma.$transaction(async (tx) => {
        const [row] = await tx.$queryRaw<
          { status: string }[]
        >`SELECT status::text FROM bookings WHERE id = ${id}::uuid FOR UPDATE`;
        if (row?.status !== 'booked') return false;
        const found = await tx.booking.findUniqueOrThrow({ where: { id }, include: WITH_TABLES });
        await this.letGo(tx, found, 'cancelled', { mail: false });
        return true;
      });
      if (done) lapsed += 1;
    }
    return { lapsed };
  }

  /** Cancels, ends or marks a no-show: the tables are free again from now on, and a cancelled guest is told. */
  private async letGo(
    tx: Prisma.TransactionClient,
    booking: BookingWithTables,
    status: 'cancelled' | 'completed' | 'no_show',
    { mail = true } = {},
  ): Promise<BookingWithTables> {
    await tx.bookingTable.updateMany({ where: { bookingId: booking.id, holding: true }, data: { holding: false } });
    const updated = await tx.booking.update({
      where: { id: booking.id },
      data: { status, confirmBy: null, clientKey: null },
      include: WITH_TABLES,
    });
    if (mail && status === 'cancelled' && updated.email && booking.status === 'confirmed')
      await this.mail.enqueue(tx, updated, 'cancelled');
    await recordBookingEvent(tx, { bookingId: booking.id, kind: 'status', status, startsAt: updated.startsAt });
    return updated;
  }

  /** A booking's tables held again, unless another booking has taken one since (the exclusion constraint says so). */
  private async holdAgain(tx: Prisma.TransactionClient, booking: BookingWithTables): Promise<void> {
    try {
      await tx.$executeRaw`SELECT hold_booking_tables_again(${booking.id}::uuid)`;
    } catch (error) {
      if (!brokeExclusion(error)) throw error;
      throw new ConflictException(
        'Another booking has this party’s table now: move the booking to another table to seat them.',
      );
    }
  }

  private mustBeChangeable(booking: BookingWithTables, staff: boolean): void {
    if (booking.status !== 'booked' && booking.status !== 'confirmed') {
      throw new ConflictException(
        said('This booking is {status}: it can no longer be changed.', {
          status: bookingStatusInWords(toBookingDto(booking, staff).status),
        }),
      );
    }
    if (!staff && !canChange(booking))
      throw new ConflictException('This booking has begun: please call us to change it.');
  }

  /** The booking, if the caller may see it: 404 otherwise, so that nobody learns which bookings exist. */
  private async find(id: string, caller: BookingCaller): Promise<BookingWithTables> {
    mustHaveCredentials(caller);
    const booking = await this.prisma.booking.findUnique({ where: { id }, include: WITH_TABLES });
    if (!booking || !this.mayHandle(booking, caller)) throw new NotFoundException('No such booking.');
    return booking;
  }

  /** The booking's row, locked for the rest of the transaction, if the caller may handle it. */
  private async lock(tx: Prisma.TransactionClient, id: string, caller: BookingCaller): Promise<BookingWithTables> {
    mustHaveCredentials(caller);
    await tx.$queryRaw`SELECT id FROM bookings WHERE id = ${id}::uuid FOR UPDATE`;
    const booking = await tx.booking.findUnique({ where: { id }, include: WITH_TABLES });
    if (!booking || !this.mayHandle(booking, caller)) throw new NotFoundException('No such booking.');
    return booking;
  }

  private mayHandle(booking: BookingWithTables, { user, token }: BookingCaller): boolean {
    if (isStaff(user)) return true;
    if (user && (booking.userId === user.id || (user.emailVerified && booking.email === user.email))) return true;
    if (token === undefined) return false;
    const given = Buffer.from(token);
    const kept = Buffer.from(this.mail.tokenOf(booking.id));
    return given.length === kept.length && timingSafeEqual(given, kept);
  }

  /**
   * Where and until when a party would sit: the time must be one of the day's booking times as the rules make them
   * (`422` otherwise); whether a table is free is for the claim to find out.
   */
  private async plan(
    startsAt: number,
    partySize: number,
    options: { byStaff: boolean; tableIds?: string[]; preferred?: string[] },
  ): Promise<{ seatings: Seating[]; endsAt: number; rules: BookingRules }> {
    const zone = this.config.SHOP_TIME_ZONE;
    // Whether a table is free is the claim's to find out: the holds are not read here.
    const context = await this.dayContext(isoDateOf(shopDayOf(startsAt, zone)), partySize, {
      byStaff: options.byStaff,
      holds: false,
    });
    const possible = context.compute([]);
    if (!possible.times.includes(startsAt)) {
      const why =
        possible.unavailableReason ?? said('That is not one of the booking times: choose one the restaurant offers.');
      throw new ContractViolation(why, [{ path: '/body/startsAt', message: 'is not a booking time' }], 422);
    }
    const stay = stayMinutesOf(context.rules, partySize) ?? 0;
    let seatings = context.seatings;
    if (options.tableIds) seatings = [await this.namedSeating(options.tableIds, partySize)];
    else if (options.preferred?.length) {
      const preferred = [...options.preferred].sort().join(',');
      seatings = [...seatings].sort(
        (a, b) => Number(b.tableIds.join(',') === preferred) - Number(a.tableIds.join(',') === preferred),
      );
    }
    return { seatings, endsAt: startsAt + stay * MS_PER_MINUTE, rules: context.rules };
  }

  /** Tables an administrator names: they must exist, and seat the party between them. */
  private async namedSeating(tableIds: string[], partySize: number): Promise<Seating> {
    const tables = await this.prisma.diningTable.findMany({ where: { id: { in: tableIds } } });
    if (tables.length !== tableIds.length)
      throw new ContractViolation(
        'No such table.',
        [{ path: '/body/tableIds', message: 'names a table that does not exist' }],
        422,
      );
    const seats = tables.reduce((sum, table) => sum + table.maxSeats, 0);
    if (seats < partySize) {
      throw new ContractViolation(
        said('These tables seat {seats}, not {partySize}.', { seats, partySize }),
        [{ path: '/body/tableIds', message: 'seat fewer than the party' }],
        422,
      );
    }
    return {
      tableIds: [...tableIds].sort(),
      minSeats: 1,
      maxSeats: seats,
      name: tables.map((table) => table.name).join(' + '),
    };
  }

  /**
   * Claims the first free seating in PostgreSQL: bookings that want the same tables take turns on the tables' rows,
   * and the exclusion constraint still refuses whatever would hold a table twice.
   */
  private async seat(
    tx: Prisma.TransactionClient,
    bookingId: string,
    seatings: Seating[],
    startsAt: number,
    endsAt: number,
  ): Promise<void> {
    const [claimed] = await tx.$queryRaw<{ tables: string[] | null }[]>`
      SELECT claim_booking_tables(${bookingId}::uuid, ${JSON.stringify(seatings.map((seating) => seating.tableIds))}::jsonb,
        ${new Date(startsAt)}, ${new Date(endsAt)}) AS tables`;
    if (!claimed?.tables) throw new NoTableFree();
  }

  /** A time taken meanwhile is a `409` with the nearest free times of that day; anything else goes on up. */
  private async offerOtherTimes(
    error: unknown,
    startsAt: number,
    partySize: number,
    byStaff: boolean,
    ignoring?: string,
  ): Promise<never> {
    if (!(error instanceof NoTableFree)) throw error;
    const zone = this.config.SHOP_TIME_ZONE;
    const context = await this.dayContext(isoDateOf(shopDayOf(startsAt, zone)), partySize, { byStaff, ignoring });
    const free = context.compute(context.holds).times;
    throw new ErrorWithFacts(
      free.length > 0
        ? 'That time was just taken. These times are still free.'
        : 'That time was just taken, and the day is now fully booked.',
      HttpStatus.CONFLICT,
      { alternatives: nearestTimes(free, startsAt, ALTERNATIVES).map((time) => new Date(time).toISOString()) },
    );
  }

  /** Everything a day's times depend on: the rules, the hours, the tables and the holds around the day. */
  private async dayContext(
    date: string,
    partySize: number,
    options: { byStaff: boolean; ignoring?: string; holds?: boolean },
  ): Promise<DayContext> {
    const zone = this.config.SHOP_TIME_ZONE;
    const { start, end } = dayBounds(date, zone);
    const [rulesRow, settings, tables, combinations, holds] = await Promise.all([
      this.prisma.bookingRules.findUniqueOrThrow({ where: BOOKING_RULES_ROW }),
      this.prisma.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } }),
      this.prisma.diningTable.findMany(),
      this.prisma.tableCombination.findMany(),
      options.holds === false || !inCalendar(date)
        ? []
        : this.prisma.bookingTable.findMany({
            where: {
              holding: true,
              startsAt: { lt: new Date(end + MS_PER_DAY) },
              endsAt: { gt: new Date(start - MS_PER_DAY) },
              ...(options.ignoring ? { bookingId: { not: options.ignoring } } : {}),
            },
            select: { tableId: true, startsAt: true, endsAt: true },
          }),
    ]);
    const rules = toBookingRulesDto(rulesRow);
    const seatings = seatingsFor(partySize, tables, combinations);
    const opening = openingRulesOf(settings, zone);
    const now = new Date();
    return {
      rules,
      seatings,
      holds: holds.map((hold) => ({
        tableId: hold.tableId,
        start: hold.startsAt.getTime(),
        end: hold.endsAt.getTime(),
      })),
      compute: (around) =>
        bookingTimes({ date, partySize, rules, opening, now, seatings, holds: around, byStaff: options.byStaff }),
    };
  }

  /** Runs `make` with a fresh reference; the rare reference that exists already is drawn again. */
  private async withNewReference<T>(make: (reference: string) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await make(newReference());
      } catch (error) {
        const taken = error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002' && attempt < 5;
        if (!taken) throw error;
      }
    }
  }
}

function mustHaveCredentials({ user, token }: BookingCaller): void {
  if (!user && token === undefined)
    throw new UnauthorizedException('Sign in, or open the link in the booking’s e-mail.');
}

/** No seating was free when the booking came to claim one. */
class NoTableFree extends Error {}
