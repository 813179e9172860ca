import { said } from '../common/i18n/said';
import { createHmac } from 'node:crypto';
import { HttpException, HttpStatus } from '@nestjs/common';
import { ContractViolation } from '../common/errors/http-error.filter';
import type { Prisma } from '../generated/prisma/client';
import type { BookingRules } from './booking-rules';

const TOO_MANY_WAITING =
  'Several bookings made from here are waiting to be confirmed. Confirm or cancel them from their e-mails first, or call us.';

/** The client address as a keyed hash: enough to count its waiting bookings, not enough to read the address back. */
export function clientKeyOf(secret: string, address: string): string {
  return createHmac('sha256', secret).update(`booking-client:${address}`).digest('hex');
}

/**
 * Makes room for one more waiting booking of the client, or refuses it (429). Taken first in the booking's
 * transaction and held until it commits, so that two requests from one address at once are counted one after the other.
 */
export async function claimWaitingPlace(
  tx: Prisma.TransactionClient,
  clientKey: string,
  waitingPerClient: number,
): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking-client:${clientKey}`}))`;
  const waiting = await tx.booking.count({ where: { clientKey, status: 'booked', confirmBy: { gt: new Date() } } });
  if (waiting >= waitingPerClient) throw new HttpException(TOO_MANY_WAITING, HttpStatus.TOO_MANY_REQUESTS);
}

/** Refuses (422) a party larger than a booking waiting for its e-mail's confirmation may seat. */
export function mayWaitForConfirmation(partySize: number, rules: Pick<BookingRules, 'unconfirmedPartyMax'>): void {
  const max = rules.unconfirmedPartyMax;
  if (partySize <= max) return;
  throw new ContractViolation(
    said(
      'A party of more than {max} is booked signed in with a confirmed e-mail address, or by phone: please sign in or call us.',
      { max },
    ),
    [{ path: '/body/partySize', message: `is more than ${max}, the most a booking waiting for confirmation seats` }],
    422,
  );
}
