import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post } from '@nestjs/common';
import { AdminOnly, Auth, Authenticated, type AuthUser } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import { UsersService } from './users.service';

type Schemas = components['schemas'];

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @AdminOnly()
  list(): Promise<Schemas['User'][]> {
    return this.users.list();
  }

  @Post()
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  register(@Auth() caller: AuthUser, @Body() registration: Schemas['UserRegistration']): Promise<Schemas['User']> {
    return this.users.register(caller, registration);
  }

  @Delete(':id')
  @AdminOnly()
  remove(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.users.remove(id);
  }

  @Get('admin/:user')
  @Authenticated()
  adminStatus(@Auth() caller: AuthUser, @Param('user') email: string): Promise<Schemas['AdminStatus']> {
    return this.users.isAdmin(caller, email);
  }

  @Patch('admin/:user')
  @AdminOnly()
  promote(@Param('user') id: string): Promise<Schemas['User']> {
    return this.users.promote(id);
  }

  @Delete('admin/:user')
  @AdminOnly()
  demote(@Param('user') id: string): Promise<Schemas['User']> {
    return this.users.demote(id);
  }
}
