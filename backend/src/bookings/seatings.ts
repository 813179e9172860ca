/** A table, or tables joined, as the shop may seat a party at them. */
export interface Seating {
  /** Sorted, so that concurrent bookings claim shared tables in one order and never wait on each other in a circle. */
  tableIds: string[];
  minSeats: number;
  maxSeats: number;
  name: string;
}

export interface TableForSeating {
  id: string;
  name: string;
  minSeats: number;
  maxSeats: number;
}

export interface CombinationForSeating {
  tableIds: string[];
  minSeats: number;
  maxSeats: number;
}

/** A time a table is held, in milliseconds: from `start`, up to but not including `end`. */
export interface TableHold {
  tableId: string;
  start: number;
  end: number;
}

/**
 * Where a party may sit, best first: the smallest table that seats it, then the smallest joined tables, so that
 * large tables and joins stay free for the parties that need them. Ties go to fewer tables, then by name.
 */
export function seatingsFor(
  partySize: number,
  tables: readonly TableForSeating[],
  combinations: readonly CombinationForSeating[],
): Seating[] {
  const names = new Map(tables.map((table) => [table.id, table.name]));
  const all: Seating[] = [
    ...tables.map((table) => ({
      tableIds: [table.id],
      minSeats: table.minSeats,
      maxSeats: table.maxSeats,
      name: table.name,
    })),
    ...combinations
      // A combination whose table was removed is no longer a way to seat anyone.
      .filter((combination) => combination.tableIds.every((id) => names.has(id)))
      .map((combination) => ({
        tableIds: [...combination.tableIds].sort(),
        minSeats: combination.minSeats,
        maxSeats: combination.maxSeats,
        name: combination.tableIds.map((id) => names.get(id)!).join(' + '),
      })),
  ];
  return all
    .filter((seating) => seating.minSeats <= partySize && partySize <= seating.maxSeats)
    .sort((a, b) => a.maxSeats - b.maxSeats || a.tableIds.length - b.tableIds.length || a.name.localeCompare(b.name));
}

/** Whether every table of the seating is free for the whole of [start, end). */
export function isFree(seating: Seating, holds: readonly TableHold[], start: number, end: number): boolean {
  return !holds.some((hold) => seating.tableIds.includes(hold.tableId) && hold.start < end && start < hold.end);
}
