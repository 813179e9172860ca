import { Body, Controller, Get, HttpCode, HttpStatus, Param, Patch, Post, Query } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import { AnswerLanguage, AnswersInLanguage } from '../common/i18n/answer-language';
import type { ShopLanguage } from '../common/i18n/languages';
import type { components } from '../generated/contract';
import { OrderLifecycleService } from './order-lifecycle.service';
import { type OrderFilter, OrdersService } from './orders.service';

type Schemas = components['schemas'];

@Controller()
export class OrdersController {
  constructor(
    private readonly orders: OrdersService,
    private readonly lifecycle: OrderLifecycleService,
  ) {}

  @Get('orders')
  @Access({ permission: 'orders.read' })
  listOrders(@Query() filter: OrderFilter): Promise<Schemas['OrderPage']> {
    return this.orders.list(filter);
  }

  @Patch('orders/:id')
  @Access({ permission: 'orders.advance' })
  updateOrderStatus(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() change: Schemas['OrderStatusChange'],
  ): Promise<Schemas['Order']> {
    return this.lifecycle.changeStatus(id, change, caller);
  }

  @Post('orders/:id/cancel')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in' })
  cancelMyOrder(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Payment']> {
    return this.lifecycle.cancelMyOrder(caller, id);
  }

  @Post('orders/:id/reorder')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in' })
  @AnswersInLanguage()
  reorderMyOrder(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @AnswerLanguage() language: ShopLanguage,
  ): Promise<Schemas['Reorder']> {
    return this.orders.reorder(caller, id, language);
  }

  @Post('orders/:id/ticket')
  @HttpCode(HttpStatus.OK)
  @Access({ permission: 'orders.advance' })
  markOrderTicketPrinted(@Param('id') id: string): Promise<Schemas['Order']> {
    return this.lifecycle.markPrinted(id);
  }

  @Get('kitchen/orders')
  @Access({ permission: 'orders.read' })
  listKitchenOrders(): Promise<Schemas['Order'][]> {
    return this.orders.kitchenOrders();
  }

  @Get('overview')
  @Access({ permission: 'reports.read' })
  getOverview(): Promise<Schemas['Overview']> {
    return this.orders.overview();
  }
}
