import type { Problem } from '../common/contract/contract';
import { fromMinor, toMinor } from '../common/money';
import type { components } from '../generated/contract';
import type { Prisma, PromoCode } from '../generated/prisma/client';

type Schemas = components['schemas'];

/** A code as the shop keeps it: customers type it in any case. */
export const storedPromoCode = (code: string): string => code.toUpperCase();

const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

/** A date-time the contract accepted: always an instant JavaScript's dates hold (a leap second is refused). */
const instantOf = (dateTime: string): number => Date.parse(dateTime);

/** Why a promo code as an administrator wrote it cannot be kept, one detail per problem: its `422`. */
export function promoCodeProblems({ validFrom, validUntil }: Schemas['PromoCodeInput']): Problem[] {
  const window = { validFrom, validUntil };
  const problems = Object.entries(window).flatMap(([field, dateTime]) => {
    if (dateTime === null) return [];
    const instant = instantOf(dateTime);
    return instant >= EARLIEST && instant <= LATEST
      ? []
      : [{ path: `/body/${field}`, message: 'must fall in the years 0001 to 9999' }];
  });
  if (problems.length > 0 || validFrom === null || validUntil === null) return problems;
  return instantOf(validFrom) < instantOf(validUntil)
    ? []
    : [{ path: '/body/validUntil', message: 'must be after validFrom' }];
}

/** The promo code's columns for a code as written. */
export function promoCodeData(input: Schemas['PromoCodeInput'], currency: string) {
  const { discount } = input;
  return {
    code: storedPromoCode(input.code),
    description: input.description?.trim() || null,
    percentOff: 'percent' in discount ? discount.percent : null,
    amountOffCents: 'amount' in discount ? toMinor(discount.amount, currency) : null,
    minimumSubtotalCents: toMinor(input.minimumSubtotal, currency),
    validFrom: input.validFrom === null ? null : new Date(instantOf(input.validFrom)),
    validUntil: input.validUntil === null ? null : new Date(instantOf(input.validUntil)),
    fulfilment: input.fulfilment,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    active: input.active,
  } satisfies Prisma.PromoCodeUncheckedCreateInput;
}

/** A promo code and how many orders hold it: paid, or paying now. */
export function toPromoCodeDto(promo: PromoCode, uses: number, currency: string): Schemas['PromoCode'] {
  return {
    _id: promo.id,
    code: promo.code,
    ...(promo.description === null ? {} : { description: promo.description }),
    discount:
      promo.percentOff !== null
        ? { percent: promo.percentOff }
        : { amount: fromMinor(promo.amountOffCents ?? 0, currency) },
    minimumSubtotal: fromMinor(promo.minimumSubtotalCents, currency),
    validFrom: promo.validFrom?.toISOString() ?? null,
    validUntil: promo.validUntil?.toISOString() ?? null,
    fulfilment: promo.fulfilment,
    maxUses: promo.maxUses,
    maxUsesPerCustomer: promo.maxUsesPerCustomer,
    active: promo.active,
    uses,
  };
}
