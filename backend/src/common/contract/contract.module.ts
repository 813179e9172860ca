import { Global, Module } from '@nestjs/common';
import { Contract } from './contract';

@Global()
@Module({ providers: [{ provide: Contract, useFactory: () => Contract.load() }], exports: [Contract] })
export class ContractModule {}
