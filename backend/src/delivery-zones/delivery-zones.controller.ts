import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { DeliveryZonesService } from './delivery-zones.service';

type Schemas = components['schemas'];

@Controller('delivery-zones')
export class DeliveryZonesController {
  constructor(private readonly deliveryZones: DeliveryZonesService) {}

  @Get()
  listDeliveryZones(): Promise<Schemas['DeliveryZone'][]> {
    return this.deliveryZones.list();
  }

  @Post()
  @Access({ permission: 'settings.edit' })
  createDeliveryZone(
    @Auth() caller: AuthUser,
    @Body() zone: Schemas['DeliveryZoneInput'],
  ): Promise<Schemas['DeliveryZone']> {
    return this.deliveryZones.create(caller, zone);
  }

  @Put(':id')
  @Access({ permission: 'settings.edit' })
  replaceDeliveryZone(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() zone: Schemas['DeliveryZoneInput'],
  ): Promise<Schemas['DeliveryZone']> {
    return this.deliveryZones.replace(caller, id, zone);
  }

  @Delete(':id')
  @Access({ permission: 'settings.edit' })
  deleteDeliveryZone(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.deliveryZones.remove(caller, id);
  }
}
