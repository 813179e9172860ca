import { Controller, Get, Post } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { ReconciliationsService } from './reconciliations.service';

type Schemas = components['schemas'];

@Controller('reconciliations')
export class ReconciliationsController {
  constructor(private readonly reconciliations: ReconciliationsService) {}

  @Get()
  @Access({ permission: 'reports.read' })
  listReconciliations(): Promise<Schemas['Reconciliation'][]> {
    return this.reconciliations.list();
  }

  @Post()
  @Access({ permission: 'reports.read' })
  runReconciliation(@Auth() caller: AuthUser): Promise<Schemas['Reconciliation']> {
    return this.reconciliations.run(caller);
  }
}
