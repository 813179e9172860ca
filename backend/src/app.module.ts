import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { requestLog } from './common/request-log';
import { AuditEntriesModule } from './audit-entries/audit-entries.module';
import { AuthModule } from './auth/auth.module';
import { BookingsModule } from './bookings/bookings.module';
import { CartsModule } from './carts/carts.module';
import { CategoriesModule } from './categories/categories.module';
import { ContractInterceptor } from './common/contract/contract.interceptor';
import { ContractModule } from './common/contract/contract.module';
import { HttpErrorFilter } from './common/errors/http-error.filter';
import type { AppConfig } from './config/config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DeliveryZonesModule } from './delivery-zones/delivery-zones.module';
import { HealthController } from './health/health.controller';
import { ImagesModule } from './images/images.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MenuModule } from './menu/menu.module';
import { MenuTranslationsModule } from './menu-translations/menu-translations.module';
import { OptionGroupsModule } from './option-groups/option-groups.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { PromoCodesModule } from './promo-codes/promo-codes.module';
import { RateLimitsModule } from './rate-limits/rate-limits.module';
import { ReconciliationsModule } from './reconciliations/reconciliations.module';
import { ReportsModule } from './reports/reports.module';
import { StorefrontModule } from './storefront/storefront.module';
import { ShopModule } from './shop/shop.module';
import { StripeModule } from './stripe/stripe.module';
import { UsersModule } from './users/users.module';
import { SavedCardsModule } from './saved-cards/saved-cards.module';
import { GiftCardsModule } from './gift-cards/gift-cards.module';
import { StaffInvitationsModule } from './staff-invitations/staff-invitations.module';
import { ClientConfigController } from './client-config/client-config.controller';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        LoggerModule.forRoot({ pinoHttp: requestLog(config) }),
        ContractModule,
        DatabaseModule,
        JobsModule,
        MailModule,
        RateLimitsModule,
        StripeModule,
        AuditEntriesModule,
        AuthModule,
        MenuModule,
        CategoriesModule,
        OptionGroupsModule,
        MenuTranslationsModule,
        UsersModule,
        SavedCardsModule,
        GiftCardsModule,
        StaffInvitationsModule,
        ReportsModule,
        ReconciliationsModule,
        CartsModule,
        BookingsModule,
        PaymentsModule,
        OrdersModule,
        ImagesModule,
        StorefrontModule,
        ShopModule,
        DeliveryZonesModule,
        PromoCodesModule,
      ],
      controllers: [HealthController, ClientConfigController],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_INTERCEPTOR, useClass: ContractInterceptor },
      ],
    };
  }
}
