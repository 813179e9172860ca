import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { type Actor, type AuditRecord, AuditTrail, changedFields } from '../audit-entries/audit-trail';
import { ShopMoney } from '../common/money';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import type { DeliveryZone as DeliveryZoneRow } from '../generated/prisma/client';
import { lockShopSettings } from '../shop/shop-settings.service';
import { deliveryZoneData, toDeliveryZoneDto } from './delivery-zone.mapper';

type Schemas = components['schemas'];
type DeliveryZone = Schemas['DeliveryZone'];

const NOT_FOUND = 'No delivery zone with this id.';
const LAST_ZONE = 'The shop delivers to this zone only. Turn delivery off first, or add another zone.';

/** Where the shop delivers, at what fee and from what subtotal. */
@Injectable()
export class DeliveryZonesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly money: ShopMoney,
    private readonly audit: AuditTrail,
  ) {}

  async list(): Promise<DeliveryZone[]> {
    const zones = await this.prisma.deliveryZone.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    return zones.map((zone) => toDeliveryZoneDto(zone, this.money.currency));
  }

  async create(by: Actor, input: Schemas['DeliveryZoneInput']): Promise<DeliveryZone> {
    const zone = await this.prisma.$transaction(async (tx) => {
      const created = await tx.deliveryZone.create({ data: deliveryZoneData(input, this.money.currency) });
      await this.audit.record(tx, by, {
        action: 'delivery-zone.created',
        subject: zoneSubject(created),
        after: this.zoneFacts(created),
      });
      return created;
    });
    return toDeliveryZoneDto(zone, this.money.currency);
  }

  async replace(by: Actor, id: string, input: Schemas['DeliveryZoneInput']): Promise<DeliveryZone> {
    const zone = await this.prisma.$transaction(async (tx) => {
      const before = await tx.deliveryZone.findUnique({ where: { id } });
      if (!before) throw new NotFoundException(NOT_FOUND);
      const after = await tx.deliveryZone.update({ where: { id }, data: deliveryZoneData(input, this.money.currency) });
      const change = changedFields(this.zoneFacts(before), this.zoneFacts(after));
      if (Object.keys(change.after).length > 0)
        await this.audit.record(tx, by, { action: 'delivery-zone.updated', subject: zoneSubject(after), ...change });
      return after;
    });
    return toDeliveryZoneDto(zone, this.money.currency);
  }

  /** Never the last zone while the shop delivers: a customer could choose delivery and be told no address is in reach. */
  async remove(by: Actor, id: string): Promise<Schemas['Message']> {
    await this.prisma.$transaction(async (tx) => {
      const settings = await lockShopSettings(tx);
      const zone = await tx.deliveryZone.findUnique({ where: { id } });
      if (!zone) throw new NotFoundException(NOT_FOUND);
      if (settings.delivery && (await tx.deliveryZone.count()) === 1) throw new ConflictException(LAST_ZONE);
      await tx.deliveryZone.delete({ where: { id } });
      await this.audit.record(tx, by, {
        action: 'delivery-zone.removed',
        subject: zoneSubject(zone),
        before: this.zoneFacts(zone),
      });
    });
    return { message: 'Delivery zone deleted successfully!' };
  }

  /** What the audit trail keeps of a zone: as the contract says it, amounts in the currency's units. */
  private zoneFacts(zone: DeliveryZoneRow): Record<string, unknown> {
    const { _id: _omitted, ...facts } = toDeliveryZoneDto(zone, this.money.currency);
    return facts;
  }
}

const zoneSubject = (zone: DeliveryZoneRow): AuditRecord['subject'] => ({
  type: 'delivery-zone',
  id: zone.id,
  name: zone.name,
});
