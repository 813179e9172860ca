import { Controller, Get, Header, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access } from '../auth/access';
import type { components, operations } from '../generated/contract';
import { ReportsService } from './reports.service';

type Schemas = components['schemas'];
type Range = operations['getSalesReport']['parameters']['query'];

@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('sales')
  @Access({ permission: 'reports.read' })
  getSalesReport(@Query() { from, to }: Range): Promise<Schemas['SalesReport']> {
    return this.reports.salesReport(from, to);
  }

  @Get('orders')
  @Access({ permission: 'reports.read' })
  @Header('Content-Type', 'text/csv; charset=utf-8')
  exportOrders(@Query() { from, to }: Range, @Res({ passthrough: true }) response: Response): Promise<string> {
    response.attachment(`orders-${from}-${to}.csv`);
    return this.reports.ordersCsv(from, to);
  }
}
