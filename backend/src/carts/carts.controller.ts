import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { Auth, Authenticated, type AuthUser } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import { CartsService } from './carts.service';

type Schemas = components['schemas'];

@Controller('carts')
export class CartsController {
  constructor(private readonly carts: CartsService) {}

  @Get()
  @Authenticated()
  listCartLines(@Auth() caller: AuthUser, @Query('email') email: string): Promise<Schemas['CartLine'][]> {
    return this.carts.listCartLines(caller, email);
  }

  @Post()
  @Authenticated()
  addCartLine(@Auth() caller: AuthUser, @Body() line: Schemas['CartLineInput']): Promise<Schemas['CartLine']> {
    return this.carts.addCartLine(caller, line);
  }

  @Put(':id')
  @Authenticated()
  updateCartLine(@Auth() caller: AuthUser, @Param('id') id: string, @Body() change: Schemas['CartQuantity']): Promise<Schemas['CartLine']> {
    return this.carts.updateCartLine(caller, id, change.quantity);
  }

  @Delete(':id')
  @Authenticated()
  deleteCartLine(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.carts.deleteCartLine(caller, id);
  }
}
