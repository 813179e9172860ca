import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { DeliveryService } from './delivery.service';

type Schemas = components['schemas'];

@Controller('delivery-zones')
export class DeliveryController {
  constructor(private readonly delivery: DeliveryService) {}

  @Get()
  listDeliveryZones(): Promise<Schemas['DeliveryZone'][]> {
    return this.delivery.list();
  }

  @Post()
  @Access({ user: 'admin' })
  createDeliveryZone(@Body() zone: Schemas['DeliveryZoneInput']): Promise<Schemas['DeliveryZone']> {
    return this.delivery.create(zone);
  }

  @Put(':id')
  @Access({ user: 'admin' })
  replaceDeliveryZone(@Param('id') id: string, @Body() zone: Schemas['DeliveryZoneInput']): Promise<Schemas['DeliveryZone']> {
    return this.delivery.replace(id, zone);
  }

  @Delete(':id')
  @Access({ user: 'admin' })
  deleteDeliveryZone(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.delivery.remove(id);
  }
}
