import { type Said, said, withProblems } from '../common/i18n/said';
import { Injectable } from '@nestjs/common';
import type { Problem } from '../common/contract/contract';
import { type Actor, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { ShopMoney } from '../common/money';
import { ContractViolation } from '../common/errors/http-error.filter';
import { PrismaService } from '../database/prisma.service';
import type { Prisma, ShopSettings } from '../generated/prisma/client';
import { SETTINGS_ID } from '../ordering/settings-rules';
import { type OpeningHours, openingHoursProblems, sortedOpeningHours } from './opening-hours';
import {
  type OrderingSettings,
  orderingSettingsData,
  orderingSettingsProblems,
  toOrderingSettingsDto,
} from './ordering-settings';

/** The one settings row: created by the migration, never removed. */
const SETTINGS = { id: SETTINGS_ID } as const;

function refuse(sentence: Said, problems: Problem[]): void {
  if (problems.length === 0) return;
  throw new ContractViolation(withProblems(sentence, problems), problems, 422);
}

/**
 * Takes the settings row's lock for the rest of the transaction: whether the shop delivers and whether it has a
 * delivery zone are read and changed under it, so that delivery is never on without a zone.
 */
export async function lockShopSettings(tx: Prisma.TransactionClient): Promise<ShopSettings> {
  const [row] = await tx.$queryRaw<{ id: number }[]>`SELECT id FROM shop_settings WHERE id = 1 FOR UPDATE`;
  if (!row) throw new Error('The shop_settings row is missing: the migrations create it.');
  return tx.shopSettings.findUniqueOrThrow({ where: SETTINGS });
}

/** The keys of the menu's categories, in the shop's order. */
async function categoryKeys(db: Prisma.TransactionClient): Promise<string[]> {
  return (await db.category.findMany({ orderBy: { position: 'asc' }, select: { key: true } })).map(({ key }) => key);
}

/** Opening hours and how the shop takes orders, as administrators set them. */
@Injectable()
export class ShopSettingsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly money: ShopMoney,
    private readonly audit: AuditTrail,
  ) {}

  async openingHours(): Promise<OpeningHours> {
    return toOpeningHoursDto(await this.prisma.shopSettings.findUniqueOrThrow({ where: SETTINGS }));
  }

  async replaceOpeningHours(by: Actor, hours: OpeningHours): Promise<OpeningHours> {
    refuse(said('These opening hours contradict themselves'), openingHoursProblems(hours));
    const { weekly, specialDays } = sortedOpeningHours(hours);
    const row = await this.prisma.$transaction(async (tx) => {
      const before = await tx.shopSettings.findUniqueOrThrow({ where: SETTINGS });
      const after = await tx.shopSettings.update({ where: SETTINGS, data: { weeklyHours: weekly, specialDays } });
      await this.audit.record(tx, by, {
        action: 'settings.hours-changed',
        subject: { type: 'settings', name: 'Hours & Closures' },
        ...changedFields(toOpeningHoursDto(before), toOpeningHoursDto(after)),
      });
      return after;
    });
    return toOpeningHoursDto(row);
  }

  async orderingSettings(): Promise<OrderingSettings> {
    const [row, menuOrder] = await Promise.all([
      this.prisma.shopSettings.findUniqueOrThrow({ where: SETTINGS }),
      categoryKeys(this.prisma),
    ]);
    return toOrderingSettingsDto(row, menuOrder, this.money.currency);
  }

  async replaceOrderingSettings(by: Actor, settings: OrderingSettings): Promise<OrderingSettings> {
    const row = await this.prisma.$transaction(async (tx) => {
      await lockShopSettings(tx);
      const before = await tx.shopSettings.findUniqueOrThrow({ where: SETTINGS });
      const [zones, menuOrder] = await Promise.all([tx.deliveryZone.count(), categoryKeys(tx)]);
      refuse(
        said('The shop cannot take orders this way'),
        orderingSettingsProblems(settings, zones, new Set(menuOrder)),
      );
      const updated = await tx.shopSettings.update({
        where: SETTINGS,
        data: orderingSettingsData(settings, this.money.currency),
      });
      const currency = this.money.currency;
      await this.audit.record(tx, by, {
        action: 'settings.ordering-changed',
        subject: { type: 'settings', name: 'Ordering' },
        ...changedFields(
          toOrderingSettingsDto(before, menuOrder, currency),
          toOrderingSettingsDto(updated, menuOrder, currency),
        ),
      });
      return { updated, menuOrder };
    });
    return toOrderingSettingsDto(row.updated, row.menuOrder, this.money.currency);
  }
}

/** The hours as stored: written by this service only, in the contract's shapes and order. */
function toOpeningHoursDto(row: ShopSettings): OpeningHours {
  return {
    weekly: row.weeklyHours as OpeningHours['weekly'],
    specialDays: row.specialDays as OpeningHours['specialDays'],
  };
}
