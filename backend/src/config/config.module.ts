import { DynamicModule, Global, Module } from '@nestjs/common';
import { Stopping } from '../common/http/stopping';
import { ShopMoney } from '../common/money';
import { APP_CONFIG, type AppConfig } from './config';

@Global()
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ConfigModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ShopMoney, useValue: new ShopMoney(config.SHOP_CURRENCY, config.SHOP_LOCALE) },
        Stopping,
      ],
      exports: [APP_CONFIG, ShopMoney, Stopping],
    };
  }
}
