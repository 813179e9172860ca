import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { assertOwnerOrAdmin, Auth, Authenticated, type AuthUser } from '../auth/auth.guard';
import { notYetOpen } from '../common/errors/not-yet-open';
import type { components } from '../generated/contract';

type Schemas = components['schemas'];

@Controller('carts')
export class CartsController {
  @Get()
  @Authenticated()
  list(@Auth() caller: AuthUser, @Query('email') email: string): Schemas['CartLine'][] {
    assertOwnerOrAdmin(caller, email);
    return notYetOpen('The cart');
  }

  @Post()
  @Authenticated()
  add(@Body() _line: Schemas['CartLineInput']): Schemas['CartLine'] {
    return notYetOpen('The cart');
  }

  @Put(':id')
  @Authenticated()
  update(@Param('id') _id: string, @Body() _change: Schemas['CartQuantity']): Schemas['CartLine'] {
    return notYetOpen('The cart');
  }

  @Delete(':id')
  @Authenticated()
  remove(@Param('id') _id: string): Schemas['Message'] {
    return notYetOpen('The cart');
  }
}
