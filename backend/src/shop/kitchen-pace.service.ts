import { Inject, Injectable } from '@nestjs/common';
import { type Actor, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { ShopSettings } from '../generated/prisma/client';
import { endOfService, extraColumns, type KitchenPace, paceAt, pauseColumns } from '../ordering/kitchen-pace';
import { openIntervals } from '../ordering/open-intervals';
import { openingRulesOf, SETTINGS_ID } from '../ordering/settings-rules';
import { lockShopSettings } from './shop-settings.service';

type Schemas = components['schemas'];

const MS_PER_DAY = 24 * 60 * 60_000;

/** The pace as the contract says it; `GET /shop` tells customers its pause and its minutes. */
export function toKitchenPaceDto(pace: KitchenPace): Schemas['KitchenPace'] {
  return {
    pause: pace.pause && { until: pace.pause.until.toISOString(), untilResumed: pace.pause.untilResumed },
    extraMinutes: pace.extraMinutes,
    extraUntil: pace.extraUntil?.toISOString() ?? null,
    autoAccept: pace.autoAccept,
  };
}

/** The kitchen's pace: orders for now paused, minutes added to promised times, new orders accepted on their own. */
@Injectable()
export class KitchenPaceService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly audit: AuditTrail,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async pace(): Promise<Schemas['KitchenPace']> {
    const settings = await this.prisma.shopSettings.findUniqueOrThrow({ where: { id: SETTINGS_ID } });
    return toKitchenPaceDto(paceAt(settings, new Date()));
  }

  /** Changes what the kitchen asked for, under the settings row's lock, with its entry in the audit trail. */
  async change(by: Actor, change: Schemas['KitchenPaceChange']): Promise<Schemas['KitchenPace']> {
    const now = new Date();
    const after = await this.prisma.$transaction(async (tx) => {
      const settings = await lockShopSettings(tx);
      const serviceEnds = this.endOfService(settings, now);
      const before = paceAt(settings, now);
      const updated = await tx.shopSettings.update({
        where: { id: settings.id },
        data: {
          ...(change.pause !== undefined ? pauseColumns(change.pause, now, serviceEnds) : {}),
          ...(change.extraMinutes !== undefined ? extraColumns(change.extraMinutes, serviceEnds) : {}),
          ...(change.autoAccept !== undefined ? { autoAccept: change.autoAccept } : {}),
        },
      });
      const pace = paceAt(updated, now);
      await this.audit.record(tx, by, {
        action: 'kitchen.pace-changed',
        subject: { type: 'settings', name: 'Kitchen' },
        ...changedFields(toKitchenPaceDto(before), toKitchenPaceDto(pace)),
      });
      return pace;
    });
    return toKitchenPaceDto(after);
  }

  private endOfService(settings: ShopSettings, now: Date): Date {
    const timeZone = this.config.SHOP_TIME_ZONE;
    const intervals = openIntervals(openingRulesOf(settings, timeZone), now.getTime(), now.getTime() + MS_PER_DAY);
    return endOfService(intervals, now, timeZone);
  }
}
