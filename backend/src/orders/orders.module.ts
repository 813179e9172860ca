import { Module } from '@nestjs/common';
import { OrderRecordingService } from './order-recording.service';
import { OrdersController } from './orders.controller';
import { OrdersService } from './orders.service';

@Module({ controllers: [OrdersController], providers: [OrdersService, OrderRecordingService], exports: [OrdersService, OrderRecordingService] })
export class OrdersModule {}
