import { said } from '../common/i18n/said';
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
  constructor(private readonly prisma: PrismaService) {}

  async rules(): Promise<BookingRules> {
    return toBookingRulesDto(await this.prisma.bookingRules.findUniqueOrThrow({ where: BOOKING_RULES_ROW }));
  }

  async replaceRules(rules: BookingRules): Promise<BookingRules> {
    const problems = bookingRulesProblems(rules);
    if (problems.length > 0) throw new ContractViolation('Stays must grow with the party.', problems, 422);
    const { stays, unconfirmedPartyMax = DEFAULT_UNCONFIRMED_PARTY_MAX, ...rest } = rules;
    return toBookingRulesDto(
      await this.prisma.bookingRules.update({
        where: BOOKING_RULES_ROW,
        data: { ...rest, stays, unconfirmedPartyMax },
      }),
    );
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

  async createTable(input: Schemas['DiningTableInput']): Promise<Schemas['DiningTable']> {
    seatsMustFit(input);
    return toTableDto(
      await this.prisma.diningTable.create({ data: { ...input, name: input.name.trim() } }).catch(sameName),
    );
  }

  async replaceTable(id: string, input: Schemas['DiningTableInput']): Promise<Schemas['DiningTable']> {
    seatsMustFit(input);
    if (!(await this.prisma.diningTable.findUnique({ where: { id } }))) throw new NotFoundException('No such table.');
    return toTableDto(
      await this.prisma.diningTable
        .update({ where: { id }, data: { ...input, name: input.name.trim() } })
        .catch(sameName),
    );
  }

  async removeTable(id: string): Promise<Schemas['Message']> {
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
      await tx.diningTable.delete({ where: { id } });
    });
    return { message: 'The table was removed.' };
  }

  async createCombination(input: Schemas['TableCombinationInput']): Promise<Schemas['TableCombination']> {
    seatsMustFit(input);
    const tables = await this.prisma.diningTable.findMany({ where: { id: { in: input.tableIds } } });
    if (tables.length !== input.tableIds.length) {
      throw new ContractViolation(
        'No such table.',
        [{ path: '/body/tableIds', message: 'names a table that does not exist' }],
        422,
      );
    }
    const combination = await this.prisma.tableCombination
      .create({ data: { tableIds: [...input.tableIds].sort(), minSeats: input.minSeats, maxSeats: input.maxSeats } })
      .catch((error: unknown) => {
        if ((error as { code?: string }).code === 'P2002')
          throw new ConflictException('These tables are joined already.');
        throw error;
      });
    return toCombinationDto(combination, new Map(tables.map((table) => [table.id, table.name])));
  }

  async removeCombination(id: string): Promise<Schemas['Message']> {
    const { count } = await this.prisma.tableCombination.deleteMany({ where: { id } });
    if (count === 0) throw new NotFoundException('No such combination.');
    return { message: 'The tables are no longer joined.' };
  }
}

function sameName(error: unknown): never {
  if ((error as { code?: string }).code === 'P2002')
    throw new ConflictException('A table with this name exists already.');
  throw error as Error;
}
