import { Module } from '@nestjs/common';
import { PromoCodesController } from './promo-codes.controller';
import { PromoCodesService } from './promo-codes.service';

@Module({ controllers: [PromoCodesController], providers: [PromoCodesService] })
export class PromoCodesModule {}
