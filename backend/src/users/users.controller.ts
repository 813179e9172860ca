import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Patch, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { Access, Auth, type AuthUser, Owner, type RecordOwner } from '../auth/access';
import type { components } from '../generated/contract';
import { PersonalDataService } from './personal-data.service';
import { UsersService } from './users.service';

type Schemas = components['schemas'];

@Controller('users')
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly personalData: PersonalDataService,
  ) {}

  @Get()
  @Access({ permission: 'users.manage' })
  listUsers(): Promise<Schemas['User'][]> {
    return this.users.listUsers();
  }

  @Post()
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in' })
  registerUser(@Auth() caller: AuthUser, @Body() registration: Schemas['UserRegistration']): Promise<Schemas['User']> {
    return this.users.registerUser(caller, registration);
  }

  @Get('me/data')
  @Access({ user: 'signed-in' })
  exportMyData(
    @Auth() caller: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<Schemas['PersonalData']> {
    const day = new Date().toISOString().slice(0, 10);
    response.attachment(`my-data-${day}.json`);
    return this.personalData.exportMyData(caller);
  }

  @Delete('me')
  @Access({ user: 'signed-in' })
  eraseMyAccount(@Auth() caller: AuthUser): Promise<Schemas['Message']> {
    return this.personalData.eraseMyAccount(caller);
  }

  @Delete(':id')
  @Access({ permission: 'users.manage' })
  deleteUser(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.users.deleteUser(caller, id);
  }

  @Get('admin/:user')
  @Access({ user: 'signed-in' })
  getAdminStatus(@Owner() owner: RecordOwner): Schemas['AdminStatus'] {
    return this.users.getAdminStatus(owner);
  }

  @Patch('admin/:user')
  @Access({ permission: 'staff.manage' })
  promoteUser(
    @Auth() caller: AuthUser,
    @Param('user') id: string,
    @Body() change: Schemas['StaffRoleChange'] | undefined,
  ): Promise<Schemas['User']> {
    return this.users.promoteUser(caller, id, change);
  }

  @Delete('admin/:user')
  @Access({ permission: 'staff.manage' })
  demoteUser(@Auth() caller: AuthUser, @Param('user') id: string): Promise<Schemas['User']> {
    return this.users.demoteUser(caller, id);
  }
}
