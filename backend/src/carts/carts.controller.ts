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
  list(@Auth() caller: AuthUser, @Query('email') email: string): Promise<Schemas['CartLine'][]> {
    return this.carts.list(caller, email);
  }

  @Post()
  @Authenticated()
  add(@Auth() caller: AuthUser, @Body() line: Schemas['CartLineInput']): Promise<Schemas['CartLine']> {
    return this.carts.add(caller, line);
  }

  @Put(':id')
  @Authenticated()
  update(@Auth() caller: AuthUser, @Param('id') id: string, @Body() change: Schemas['CartQuantity']): Promise<Schemas['CartLine']> {
    return this.carts.setQuantity(caller, id, change.quantity);
  }

  @Delete(':id')
  @Authenticated()
  remove(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.carts.remove(caller, id);
  }
}
