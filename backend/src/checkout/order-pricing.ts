import { listOf, said } from '../common/i18n/said';
import { Inject, Injectable, UnprocessableEntityException } from '@nestjs/common';
import { ShopMoney } from '../common/money';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { DeliveryZone, PromoCode, ShopSettings } from '../generated/prisma/client';
import { minimumOrderRefusal, zoneFor } from '../ordering/delivery-zone';
import { promoDiscount } from '../ordering/promo';
import { type ServiceFeeRule, serviceFeeOf, SETTINGS_ID, taxRuleOf } from '../ordering/settings-rules';
import { type Bill, priceBill, type Share } from '../pricing/bill';
import { linesCents } from '../pricing/line-price';
import { type PricedCart, priceCart } from './checkout-cart';
import { planSlots, type SlotPlan, tooBigForASlot } from './slot-plan';

type Schemas = components['schemas'];

/** Everything an order would be charged and claim, priced once for the quote and the payment intent alike. */
export interface PricedOrder extends PricedCart {
  settings: ShopSettings;
  /** The shop's mandatory fee the bill charged, as the settings held it then; null for none. */
  serviceFee: ServiceFeeRule | null;
  fulfilment: Schemas['Fulfilment'];
  address: Schemas['DeliveryAddress'] | null;
  zone: DeliveryZone | null;
  promo: PromoCode | null;
  bill: Bill;
  slots: SlotPlan;
}

/** The tip asked for as a share of the food, or the sentence saying it is not one the shop offers. */
function tipShare(settings: ShopSettings, tip: Schemas['Tip'] | undefined, money: ShopMoney): Share | undefined {
  if (!tip) return undefined;
  if ('percent' in tip) {
    if (tip.percent === 0) return undefined;
    if (!settings.tipsEnabled) throw new UnprocessableEntityException('This shop takes no tips: leave the tip out.');
    if (!settings.tipPresets.includes(tip.percent)) {
      throw new UnprocessableEntityException(
        said('Choose a tip of {percents}.', {
          percents: listOf(
            settings.tipPresets.map((p) => `${p} %`),
            'or',
          ),
        }),
      );
    }
    return { percent: tip.percent * 100 };
  }
  const cents = money.toMinor(tip.amount);
  if (cents === 0) return undefined;
  if (cents > money.largestTip)
    throw new UnprocessableEntityException(
      said('A tip may be at most {largest}.', { largest: money.format(money.largestTip) }),
    );
  if (!settings.tipsEnabled) throw new UnprocessableEntityException('This shop takes no tips: leave the tip out.');
  if (!settings.customTips)
    throw new UnprocessableEntityException('Choose one of the tips offered: this shop takes no amount of your own.');
  return { cents };
}

/**
 * The one function that prices an order: the quote and the payment intent both call it, so that what a customer
 * is shown is what they are charged. It holds nothing; refusals are `409` (a dish cannot be ordered now, closed
 * for an order for now) and `422` (how the order is asked for is not one the shop offers, or a cart too big for any
 * one slot of the kitchen).
 */
@Injectable()
export class OrderPricing {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly money: ShopMoney,
  ) {}

  async priceOrder(userId: string, request: Schemas['OrderRequest'], now: Date): Promise<PricedOrder> {
    const zoneName = this.config.SHOP_TIME_ZONE;
    const settings = await this.prisma.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    const cart = await priceCart(this.prisma, userId, settings, now, zoneName);
    const fulfilment = request.fulfilment ?? 'pickup';
    const subtotalCents = linesCents(cart.lines);
    const zone = await this.deliveryZone(settings, fulfilment, request.address, subtotalCents);
    const promo = request.promoCode
      ? await this.promoCode(request.promoCode, { fulfilment, subtotalCents, now, timeZone: zoneName })
      : null;
    const serviceFee = serviceFeeOf(settings);
    const bill = priceBill({
      lines: cart.lines.map((line, index) => ({
        priceCents: line.priceCents,
        quantity: line.quantity,
        taxRate: cart.taxRates[index],
      })),
      fulfilment,
      deliveryFeeCents: zone?.feeCents ?? 0,
      discount: promo?.discount,
      serviceFee: serviceFee?.share,
      tip: tipShare(settings, request.tip, this.money),
      tax: taxRuleOf(settings),
    });
    const { minimumCharge, maximumAmount } = this.money;
    if (bill.totalCents < minimumCharge)
      throw new UnprocessableEntityException(
        said('The cart total must be at least {minimum}.', { minimum: this.money.format(minimumCharge) }),
      );
    if (bill.totalCents > maximumAmount) {
      throw new UnprocessableEntityException(
        said('The cart total must be at most {maximum}: split the order in two.', {
          maximum: this.money.format(maximumAmount),
        }),
      );
    }
    const tooBig = tooBigForASlot(cart.loadMinutes, settings.kitchenMinutesPerSlot);
    if (tooBig) throw new UnprocessableEntityException(tooBig);
    const slots = planSlots(settings, now, zoneName, request.slot);
    return {
      ...cart,
      settings,
      serviceFee,
      fulfilment,
      address: request.address ?? null,
      zone,
      promo: promo?.row ?? null,
      bill,
      slots,
    };
  }

  private async deliveryZone(
    settings: ShopSettings,
    fulfilment: Schemas['Fulfilment'],
    address: Schemas['DeliveryAddress'] | undefined,
    subtotalCents: number,
  ): Promise<DeliveryZone | null> {
    if (fulfilment === 'pickup') {
      if (!settings.pickup)
        throw new UnprocessableEntityException('We only deliver: choose delivery and give your address.');
      if (address)
        throw new UnprocessableEntityException(
          'A pickup order has no delivery address: leave the address out, or choose delivery.',
        );
      return null;
    }
    if (!settings.delivery) throw new UnprocessableEntityException("We don't deliver: choose pickup.");
    if (!address) throw new UnprocessableEntityException('Give the address to deliver to.');
    const match = zoneFor(await this.prisma.deliveryZone.findMany({ orderBy: { name: 'asc' } }), address);
    if ('refusal' in match) throw new UnprocessableEntityException(match.refusal);
    const short = minimumOrderRefusal(match.zone, subtotalCents, this.money);
    if (short) throw new UnprocessableEntityException(short);
    return match.zone;
  }

  private async promoCode(typed: string, order: Parameters<typeof promoDiscount>[2]) {
    const row = await this.prisma.promoCode.findUnique({ where: { code: typed.toUpperCase() } });
    const verdict = promoDiscount(row, typed, order, this.money);
    if ('refusal' in verdict) throw new UnprocessableEntityException(verdict.refusal);
    return { row: row!, discount: verdict.discount };
  }
}
