import { Body, Controller, Get, Patch } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { KitchenPaceService } from './kitchen-pace.service';

type Schemas = components['schemas'];

/** /shop/kitchen: how fast the kitchen takes orders now, which the kitchen screen changes in one tap. */
@Controller('shop/kitchen')
export class KitchenPaceController {
  constructor(private readonly kitchen: KitchenPaceService) {}

  @Get()
  @Access({ permission: 'orders.read' })
  getKitchenPace(): Promise<Schemas['KitchenPace']> {
    return this.kitchen.pace();
  }

  @Patch()
  @Access({ permission: 'orders.advance' })
  changeKitchenPace(
    @Auth() caller: AuthUser,
    @Body() change: Schemas['KitchenPaceChange'],
  ): Promise<Schemas['KitchenPace']> {
    return this.kitchen.change(caller, change);
  }
}
