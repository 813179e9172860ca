import { Module } from '@nestjs/common';
import { ReconciliationsController } from './reconciliations.controller';
import { ReconciliationsService } from './reconciliations.service';
import { StripePayments } from './stripe-payments';

@Module({ controllers: [ReconciliationsController], providers: [ReconciliationsService, StripePayments] })
export class ReconciliationsModule {}
