import { said } from '../common/i18n/said';
import { type Actor, type AuditRecord, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ContractViolation } from '../common/errors/http-error.filter';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { DiningTable, TableCombination } from '../generated/prisma/client';
import { BOOKING_RULES_ROW } from '../database/booking-rules-row';
import {
  type BookingRules,
  bookingRulesProblems,
  DEFAULT_UNCONFIRMED_PARTY_MAX,
  toBookingRulesDto,
} from './booking-rules';

type Schemas = components['schemas'];

function seatsMustFit(input: { minSeats: number; maxSeats: number }): void {
  if (input.minSeats > input.maxSeats) {
    throw new ContractViolation(
      'The smallest party cannot be larger than the seats.',
      [{ path: '/body/minSeats', message: 'must be at most maxSeats' }],
      422,
    );
  }
}

const toTableDto = ({ id, name, minSeats, maxSeats }: DiningTable): Schemas['DiningTable'] => ({
  id,
  name,
  minSeats,
  maxSeats,
});

function toCombinationDto(combination: TableCombination, names: Map<string, string>): Schemas['TableCombination'] {
  return {
    id: combination.id,
    name: combination.tableIds
      .map((id) => names.get(id) ?? '?')
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .join(' + '),
    tableIds: combination.tableIds,
    minSeats: combination.minSeats,
    maxSeats: combination.maxSeats,
  };
}

/** The dining room as administrators describe it: tables, tables they join, and the rules of booking. */
@Injectable()
export class DiningRoomService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditTrail,
  ) {}

  async rules(): Promise<BookingRules> {
    return toBookingRulesDto(await this.prisma.bookingRules.findUniqueOrThrow({ where: BOOKING_RULES_ROW }));
  }

  async replaceRules(by: Actor, rules: BookingRules): Promise<BookingRules> {
    const problems = bookingRulesProblems(rules);
    if (problems.length > 0) throw new ContractViolation('Stays must grow with the party.', problems, 422);
    const { stays, unconfirmedPartyMax = DEFAULT_UNCONFIRMED_PARTY_MAX, ...rest } = rules;
    return this.prisma.$transaction(async (tx) => {
      const before = toBookingRulesDto(await tx.bookingRules.findUniqueOrThrow({ where: BOOKING_RULES_ROW }));
      const after = toBookingRulesDto(
        await tx.bookingRules.update({ where: BOOKING_RULES_ROW, data: { ...rest, stays, unconfirmedPartyMax } }),
      );
      const change = changedFields(before, after);
      if (Object.keys(change.after).length > 0)
        await this.audit.record(tx, by, {
          action: 'booking-rules.changed',
          subject: { type: 'settings', name: 'Table booking' },
          ...change,
        });
      return after;
    });
  }

  async room(): Promise<Schemas['DiningRoom']> {
    const [tables, combinations] = await Promise.all([
      this.prisma.diningTable.findMany({ orderBy: { name: 'asc' } }),
      this.prisma.tableCombination.findMany({ orderBy: { createdAt: 'asc' } }),
    ]);
    const names = new Map(tables.map((table) => [table.id, table.name]));
    return {
      tables: tables.map(toTableDto),
      combinations: combinations.map((combination) => toCombinationDto(combination, names)),
    };
  }

  async createTable(by: Actor, input: Schemas['DiningTableInput']): Promise<Schemas['DiningTable']> {
    seatsMustFit(input);
    const table = await this.prisma
      .$transaction(async (tx) => {
        const created = toTableDto(await tx.diningTable.create({ data: { ...input, name: input.name.trim() } }));
        await this.audit.record(tx, by, { action: 'table.created', subject: tableSubject(created), after: created });
        return created;
      })
      .catch(sameName);
    return table;
  }

  async replaceTable(by: Actor, id: string, input: Schemas['DiningTableInput']): Promise<Schemas['DiningTable']> {
    seatsMustFit(input);
    return this.prisma
      .$transaction(async (tx) => {
        const found = await tx.diningTable.findUnique({ where: { id } });
        if (!found) throw new NotFoundException('No such table.');
        const after = toTableDto(
          await tx.diningTable.update({ where: { id }, data: { ...input, name: input.name.trim() } }),
        );
        const change = changedFields(toTableDto(found), after);
        if (Object.keys(change.after).length > 0)
          await this.audit.record(tx, by, { action: 'table.updated', subject: tableSubject(after), ...change });
        return after;
      })
      .catch(sameName);
  }

  async removeTable(by: Actor, id: string): Promise<Schemas['Message']> {
    await this.prisma.$transaction(async (tx) => {
      const [table] = await tx.$queryRaw<
        { name: string }[]
      >`SELECT name FROM dining_tables WHERE id = ${id}::uuid FOR UPDATE`;
      if (!table) throw new NotFoundException('No such table.');
      const upcoming = await tx.bookingTable.count({
        where: { tableId: id, holding: true, endsAt: { gt: new Date() } },
      });
      if (upcoming > 0) {
        throw new ConflictException(
          said(
            '{count, plural, one {{table} has # booking to come: move it first.} other {{table} has # bookings to come: move them first.}}',
            { table: table.name, count: upcoming },
          ),
        );
      }
      await tx.tableCombination.deleteMany({ where: { tableIds: { has: id } } });
      const removed = toTableDto(await tx.diningTable.delete({ where: { id } }));
      await this.audit.record(tx, by, { action: 'table.removed', subject: tableSubject(removed), before: removed });
    });
    return { message: 'The table was removed.' };
  }

  async createCombination(by: Actor, input: Schemas['TableCombinationInput']): Promise<Schemas['TableCombination']> {
    seatsMustFit(input);
    const tables = await this.prisma.diningTable.findMany({ where: { id: { in: input.tableIds } } });
    if (tables.length !== input.tableIds.length) {
      throw new ContractViolation(
        'No such table.',
        [{ path: '/body/tableIds', message: 'names a table that does not exist' }],
        422,
      );
    }
    const names = new Map(tables.map((table) => [table.id, table.name]));
    return this.prisma
      .$transaction(async (tx) => {
        const joined = toCombinationDto(
          await tx.tableCombination.create({
            data: { tableIds: [...input.tableIds].sort(), minSeats: input.minSeats, maxSeats: input.maxSeats },
          }),
          names,
        );
        await this.audit.record(tx, by, {
          action: 'tables.joined',
          subject: combinationSubject(joined),
          after: { minSeats: joined.minSeats, maxSeats: joined.maxSeats },
        });
        return joined;
      })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'P2002')
          throw new ConflictException('These tables are joined already.');
        throw error;
      });
  }

  async removeCombination(by: Actor, id: string): Promise<Schemas['Message']> {
    await this.prisma.$transaction(async (tx) => {
      const [combination] = await tx.tableCombination.findMany({ where: { id } });
      if (!combination) throw new NotFoundException('No such combination.');
      await tx.tableCombination.delete({ where: { id } });
      const tables = await tx.diningTable.findMany({ where: { id: { in: combination.tableIds } } });
      const separated = toCombinationDto(combination, new Map(tables.map((table) => [table.id, table.name])));
      await this.audit.record(tx, by, {
        action: 'tables.separated',
        subject: combinationSubject(separated),
        before: { minSeats: separated.minSeats, maxSeats: separated.maxSeats },
      });
    });
    return { message: 'The tables are no longer joined.' };
  }
}

function sameName(error: unknown): never {
  if ((error as { code?: string }).code === 'P2002')
    throw new ConflictException('A table with this name exists already.');
  throw error as Error;
}

const tableSubject = (table: Schemas['DiningTable']): AuditRecord['subject'] => ({
  type: 'table',
  id: table.id,
  name: table.name,
});

/** Joined tables by the name the dining room gives them: "T1 + T2". */
const combinationSubject = (combination: Schemas['TableCombination']): AuditRecord['subject'] => ({
  type: 'table',
  id: combination.id,
  name: combination.name,
});
