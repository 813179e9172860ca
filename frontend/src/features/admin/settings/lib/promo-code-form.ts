import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PromoCode, PromoCodeInput } from '@/api/generated/model';
import { createPromoCodeBody } from '@/api/generated/zod/promo-codes/promo-codes.zod';
import { formatPrice } from '@/lib/money';
import { contractProblems } from '@/features/admin/shared/lib/contract-rules';
import { formatShopTime, isoOfShopWallTime, shopWallTimeOf } from '@/lib/time/shop-wall-time';

/** A promo code as the form keeps it: dates as the shop's clock reads them, '' for a limit there is not. */
export interface PromoCodeFormValues {
  code: string;
  description: string;
  discountKind: 'percent' | 'amount';
  percent: number | string;
  amount: number | string;
  minimumSubtotal: number | string;
  validFrom: string;
  validUntil: string;
  fulfilment: 'both' | 'pickup' | 'delivery';
  maxUses: number | string;
  maxUsesPerCustomer: number | string;
  active: boolean;
}

export const emptyPromoCode = (): PromoCodeFormValues => ({
  code: '',
  description: '',
  discountKind: 'percent',
  percent: 10,
  amount: '',
  minimumSubtotal: 0,
  validFrom: '',
  validUntil: '',
  fulfilment: 'both',
  maxUses: '',
  maxUsesPerCustomer: 1,
  active: true,
});

export const promoCodeFormValues = (promo: PromoCode, timeZone: string): PromoCodeFormValues => ({
  code: promo.code,
  description: promo.description ?? '',
  ...('percent' in promo.discount
    ? { discountKind: 'percent', percent: promo.discount.percent, amount: '' }
    : { discountKind: 'amount', percent: '', amount: promo.discount.amount }),
  minimumSubtotal: promo.minimumSubtotal,
  validFrom: promo.validFrom ? shopWallTimeOf(promo.validFrom, timeZone) : '',
  validUntil: promo.validUntil ? shopWallTimeOf(promo.validUntil, timeZone) : '',
  fulfilment: promo.fulfilment ?? 'both',
  maxUses: promo.maxUses ?? '',
  maxUsesPerCustomer: promo.maxUsesPerCustomer ?? '',
  active: promo.active,
});

const limitOf = (value: number | string) => (value === '' ? null : value);
/** A date-time as typed, its instant; text that names none goes as it is, for the schema to refuse. */
const instantOf = (wallTime: string, timeZone: string) =>
  wallTime === '' ? null : (isoOfShopWallTime(wallTime, timeZone) ?? wallTime);

export const promoCodeInput = (values: PromoCodeFormValues, timeZone: string): PromoCodeInput =>
  ({
    code: values.code.trim(),
    ...(values.description.trim() && { description: values.description.trim() }),
    discount:
      values.discountKind === 'percent'
        ? { percent: values.percent === '' ? undefined : values.percent }
        : { amount: values.amount === '' ? undefined : values.amount },
    minimumSubtotal: values.minimumSubtotal === '' ? undefined : values.minimumSubtotal,
    validFrom: instantOf(values.validFrom, timeZone),
    validUntil: instantOf(values.validUntil, timeZone),
    fulfilment: values.fulfilment === 'both' ? null : values.fulfilment,
    maxUses: limitOf(values.maxUses),
    maxUsesPerCustomer: limitOf(values.maxUsesPerCustomer),
    active: values.active,
  }) as PromoCodeInput;

/** The form's field for a path of the contract's body: `discount.percent` is `percent`. */
export const promoCodeFieldOf =
  (values: PromoCodeFormValues) =>
  (path: string): string =>
    path.startsWith('discount') ? values.discountKind : path;

export function promoCodeProblems(values: PromoCodeFormValues, timeZone: string, i18n: I18n) {
  const problems = contractProblems(
    createPromoCodeBody,
    promoCodeInput(values, timeZone),
    promoCodeFieldOf(values),
    (issue) => {
      if (issue.path[0] === 'code' && issue.code === 'invalid_format')
        return i18n._(msg`Use letters, digits, - and _ only.`);
      if (issue.code === 'invalid_union' || issue.code === 'invalid_format')
        return issue.path[0] === 'validFrom' || issue.path[0] === 'validUntil'
          ? i18n._(msg`Enter a date and a time.`)
          : undefined;
      return undefined;
    },
  );
  const from = promoCodeInput(values, timeZone).validFrom;
  const until = promoCodeInput(values, timeZone).validUntil;
  if (!problems.validUntil && from && until && until <= from)
    problems.validUntil = i18n._(msg`The end must come after the start.`);
  return problems;
}

export function discountInWords({ discount }: Pick<PromoCode, 'discount'>, i18n: I18n): string {
  if ('percent' in discount) return `${discount.percent} %`;
  const amount = formatPrice(discount.amount);
  return i18n._(msg`${amount} off`);
}

export function usesInWords(promo: PromoCode, i18n: I18n): string {
  const uses = promo.uses;
  const most = promo.maxUses;
  return most === null ? i18n._(msg`${uses} / no limit`) : `${uses} / ${most}`;
}

export function validityInWords(promo: PromoCode, timeZone: string, i18n: I18n): string {
  const from = promo.validFrom && formatShopTime(promo.validFrom, timeZone);
  const until = promo.validUntil && formatShopTime(promo.validUntil, timeZone);
  if (from && until) return i18n._(msg`${from} to ${until}`);
  if (from) return i18n._(msg`From ${from}`);
  if (until) return i18n._(msg`Until ${until}`);
  return i18n._(msg`Always`);
}

export const fulfilmentInWords = (promo: PromoCode, i18n: I18n) =>
  promo.fulfilment === 'pickup'
    ? i18n._(msg`Pickup only`)
    : promo.fulfilment === 'delivery'
      ? i18n._(msg`Delivery only`)
      : i18n._(msg`Pickup and delivery`);
