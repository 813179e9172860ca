import { Body, Controller, Delete, Get, Headers, Param, Post, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser, Owner, type RecordOwner } from '../auth/access';
import type { components } from '../generated/contract';
import { CartsService } from './carts.service';

type Schemas = components['schemas'];

@Controller('carts')
export class CartsController {
  constructor(private readonly carts: CartsService) {}

  @Get()
  @Access({ user: 'signed-in' })
  listCartLines(@Owner() owner: RecordOwner): Promise<Schemas['CartLine'][]> {
    return this.carts.listCartLines(owner);
  }

  @Post()
  @Access({ user: 'signed-in' })
  addCartLine(
    @Auth() caller: AuthUser,
    @Body() line: Schemas['CartLineInput'],
    @Headers('idempotency-key') idempotencyKey: string | undefined,
  ): Promise<Schemas['CartLine']> {
    return this.carts.addCartLine(caller, line, idempotencyKey);
  }

  @Put(':id')
  @Access({ user: 'signed-in' })
  updateCartLine(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() change: Schemas['CartQuantity'],
  ): Promise<Schemas['CartLine']> {
    return this.carts.updateCartLine(caller, id, change.quantity);
  }

  @Delete(':id')
  @Access({ user: 'signed-in' })
  deleteCartLine(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.carts.deleteCartLine(caller, id);
  }
}
