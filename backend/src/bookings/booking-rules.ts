import type { Problem } from '../common/contract/contract';
import type { components } from '../generated/contract';
import type { BookingRules as BookingRulesRow } from '../generated/prisma/client';

export type BookingRules = components['schemas']['BookingRules'];
type BookingStay = components['schemas']['BookingStay'];

/** The largest party a waiting booking seats when the rules leave it out: the contract's default. */
export const DEFAULT_UNCONFIRMED_PARTY_MAX = 8;

/** The rules as stored: written by this feature only, in the contract's shapes. */
export function toBookingRulesDto(row: BookingRulesRow): BookingRules {
  return {
    enabled: row.enabled,
    slotMinutes: row.slotMinutes as BookingRules['slotMinutes'],
    stays: row.stays as unknown as BookingStay[],
    noticeMinutes: row.noticeMinutes,
    daysAhead: row.daysAhead,
    lastSeatingMinutes: row.lastSeatingMinutes,
    confirmMinutes: row.confirmMinutes,
    unconfirmedPartyMax: row.unconfirmedPartyMax,
  };
}

/** Stays must grow with the party: each `upToParty` larger than the one before. */
export function bookingRulesProblems(rules: BookingRules): Problem[] {
  return rules.stays.flatMap((stay, index) =>
    index > 0 && stay.upToParty <= rules.stays[index - 1]!.upToParty
      ? [{ path: `/body/stays/${index}/upToParty`, message: 'must be larger than the party size before it' }]
      : [],
  );
}

/** How long a party of `partySize` keeps its table, or undefined for a party larger than the restaurant books. */
export function stayMinutesOf(rules: Pick<BookingRules, 'stays'>, partySize: number): number | undefined {
  return rules.stays.find((stay) => partySize <= stay.upToParty)?.minutes;
}
