import type { Problem } from '../common/contract/contract';
import { fromCents, toCents } from '../common/money';
import type { components } from '../generated/contract';
import type { Prisma, PromoCode } from '../generated/prisma/client';

type Schemas = components['schemas'];

/** A code as the shop keeps it: customers type it in any case. */
export const storedPromoCode = (code: string): string => code.toUpperCase();

/** Why a promo code as an administrator wrote it cannot be kept, one detail per problem: its `422`. */
export function promoCodeProblems({ validFrom, validUntil }: Schemas['PromoCodeInput']): Problem[] {
  if (validFrom === null || validUntil === null) return [];
  return Date.parse(validFrom) < Date.parse(validUntil) ? [] : [{ path: '/body/validUntil', message: 'must be after validFrom' }];
}

/** The promo code's columns for a code as written. */
export function promoCodeData(input: Schemas['PromoCodeInput']) {
  const { discount } = input;
  return {
    code: storedPromoCode(input.code),
    description: input.description?.trim() || null,
    percentOff: 'percent' in discount ? discount.percent : null,
    amountOffCents: 'amount' in discount ? toCents(discount.amount) : null,
    minimumSubtotalCents: toCents(input.minimumSubtotal),
    validFrom: input.validFrom === null ? null : new Date(input.validFrom),
    validUntil: input.validUntil === null ? null : new Date(input.validUntil),
    fulfilment: input.fulfilment,
    maxUses: input.maxUses,
    maxUsesPerCustomer: input.maxUsesPerCustomer,
    active: input.active,
  } satisfies Prisma.PromoCodeUncheckedCreateInput;
}

/** A promo code and how many orders hold it: paid, or paying now. */
export function toPromoCodeDto(promo: PromoCode, uses: number): Schemas['PromoCode'] {
  return {
    _id: promo.id,
    code: promo.code,
    ...(promo.description === null ? {} : { description: promo.description }),
    discount: promo.percentOff !== null ? { percent: promo.percentOff } : { amount: fromCents(promo.amountOffCents ?? 0) },
    minimumSubtotal: fromCents(promo.minimumSubtotalCents),
    validFrom: promo.validFrom?.toISOString() ?? null,
    validUntil: promo.validUntil?.toISOString() ?? null,
    fulfilment: promo.fulfilment,
    maxUses: promo.maxUses,
    maxUsesPerCustomer: promo.maxUsesPerCustomer,
    active: promo.active,
    uses,
  };
}
