import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { BOOKING_RULES_ROW } from '../database/booking-rules-row';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { paceAt } from '../ordering/kitchen-pace';
import { shopStatus } from '../ordering/open-intervals';
import { openingRulesOf, SETTINGS_ID } from '../ordering/settings-rules';
import { toKitchenPaceDto } from './kitchen-pace.service';
import { toServiceFeeDto } from './ordering-settings';

/** Whether the shop takes orders now, and how: what every customer's page asks first. */
@Injectable()
export class ShopStatusService {
  constructor(
    private readonly prisma: PrismaService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async getShop(): Promise<components['schemas']['Shop']> {
    const [settings, booking] = await Promise.all([
      this.prisma.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } }),
      this.prisma.bookingRules.findUniqueOrThrow({ where: BOOKING_RULES_ROW, select: { enabled: true } }),
    ]);
    const rules = openingRulesOf(settings, this.config.SHOP_TIME_ZONE);
    const now = new Date();
    const status = shopStatus(rules, now, settings.daysAhead);
    const pace = toKitchenPaceDto(paceAt(settings, now));
    return {
      timeZone: rules.timeZone,
      currency: this.config.SHOP_CURRENCY,
      locale: this.config.SHOP_LOCALE,
      open: status.open,
      opensAt: status.opensAt?.toISOString() ?? null,
      closesAt: status.closesAt?.toISOString() ?? null,
      pause: pace.pause,
      extraMinutes: pace.extraMinutes,
      pickup: settings.pickup,
      delivery: settings.delivery,
      tips: { enabled: settings.tipsEnabled, presets: settings.tipPresets, custom: settings.customTips },
      serviceFee: toServiceFeeDto(settings, this.config.SHOP_CURRENCY),
      hours: { weekly: [...rules.weekly], specialDays: [...rules.specialDays] },
      tableBooking: booking.enabled,
    };
  }
}
