import { Body, Controller, Get, Param, Patch, Query } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { type OrderFilter, OrdersService } from './orders.service';

type Schemas = components['schemas'];

@Controller()
export class OrdersController {
  constructor(private readonly orders: OrdersService) {}

  @Get('orders')
  @Access({ user: 'admin' })
  listOrders(@Query() filter: OrderFilter): Promise<Schemas['OrderPage']> {
    return this.orders.list(filter);
  }

  @Patch('orders/:id')
  @Access({ user: 'admin' })
  updateOrderStatus(@Param('id') id: string, @Body() change: Schemas['OrderStatusChange']): Promise<Schemas['Order']> {
    return this.orders.changeStatus(id, change);
  }

  @Get('overview')
  @Access({ user: 'admin' })
  getOverview(): Promise<Schemas['Overview']> {
    return this.orders.overview();
  }
}
