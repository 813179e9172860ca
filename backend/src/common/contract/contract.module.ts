import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Contract } from './contract';

@Global()
@Module({
  providers: [
    {
      provide: Contract,
      // Amounts are checked as amounts of the shop's currency.
      useFactory: (config: AppConfig) => Contract.load(undefined, config.SHOP_CURRENCY),
      inject: [APP_CONFIG],
    },
  ],
  exports: [Contract],
})
export class ContractModule {}
