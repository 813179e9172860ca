import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { ShopMoney } from '../common/money';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { Prisma } from '../generated/prisma/client';
import { lockShopSettings } from '../shop/shop-settings.service';
import { deliveryZoneData, toDeliveryZoneDto } from './delivery-zone.mapper';

type Schemas = components['schemas'];
type DeliveryZone = Schemas['DeliveryZone'];

const NOT_FOUND = 'No delivery zone with this id.';
const LAST_ZONE = 'The shop delivers to this zone only. Turn delivery off first, or add another zone.';

const isMissing = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';

/** Where the shop delivers, at what fee and from what subtotal. */
@Injectable()
export class DeliveryZonesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly money: ShopMoney,
  ) {}

  async list(): Promise<DeliveryZone[]> {
    const zones = await this.prisma.deliveryZone.findMany({ orderBy: [{ name: 'asc' }, { id: 'asc' }] });
    return zones.map((zone) => toDeliveryZoneDto(zone, this.money.currency));
  }

  async create(input: Schemas['DeliveryZoneInput']): Promise<DeliveryZone> {
    const zone = await this.prisma.deliveryZone.create({ data: deliveryZoneData(input, this.money.currency) });
    return toDeliveryZoneDto(zone, this.money.currency);
  }

  async replace(id: string, input: Schemas['DeliveryZoneInput']): Promise<DeliveryZone> {
    try {
      const zone = await this.prisma.deliveryZone.update({
        where: { id },
        data: deliveryZoneData(input, this.money.currency),
      });
      return toDeliveryZoneDto(zone, this.money.currency);
    } catch (error) {
      throw isMissing(error) ? new NotFoundException(NOT_FOUND) : error;
    }
  }

  /** Never the last zone while the shop delivers: a customer could choose delivery and be told no address is in reach. */
  async remove(id: string): Promise<Schemas['Message']> {
    await this.prisma.$transaction(async (tx) => {
      const settings = await lockShopSettings(tx);
      const zone = await tx.deliveryZone.findUnique({ where: { id }, select: { id: true } });
      if (!zone) throw new NotFoundException(NOT_FOUND);
      if (settings.delivery && (await tx.deliveryZone.count()) === 1) throw new ConflictException(LAST_ZONE);
      await tx.deliveryZone.delete({ where: { id } });
    });
    return { message: 'Delivery zone deleted successfully!' };
  }
}
