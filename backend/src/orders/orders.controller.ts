import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { AdminOnly } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import { type OrderFilter, OrdersService } from './orders.service';

type Schemas = components['schemas'];

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders')
  @AdminOnly()
  list(@Query() filter: OrderFilter): Promise<Schemas['OrderPage']> {
    return this.orders.list(filter);
  }

  @Patch('orders/:id')
  @AdminOnly()
  changeStatus(@Param('id') id: string, @Body() change: Schemas['OrderStatusChange']): Promise<Schemas['Payment']> {
    return this.orders.changeStatus(id, change);
  }

  @Get('overview')
  @AdminOnly()
  overview(): Promise<Schemas['Overview']> {
    return this.orders.overview();
  }
}
