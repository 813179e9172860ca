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
  listUsers(): Promise<Schemas['User'][]> {
    return this.users.listUsers();
  }

  @Post()
  @Authenticated()
  @HttpCode(HttpStatus.OK)
  registerUser(@Auth() caller: AuthUser, @Body() registration: Schemas['UserRegistration']): Promise<Schemas['User']> {
    return this.users.registerUser(caller, registration);
  }

  @Delete(':id')
  @AdminOnly()
  deleteUser(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.users.deleteUser(id);
  }

  @Get('admin/:user')
  @Authenticated()
  getAdminStatus(@Auth() caller: AuthUser, @Param('user') email: string): Promise<Schemas['AdminStatus']> {
    return this.users.getAdminStatus(caller, email);
  }

  @Patch('admin/:user')
  @AdminOnly()
  promoteUser(@Param('user') id: string): Promise<Schemas['User']> {
    return this.users.promoteUser(id);
  }

  @Delete('admin/:user')
  @AdminOnly()
  demoteUser(@Param('user') id: string): Promise<Schemas['User']> {
    return this.users.demoteUser(id);
  }
}
