import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { Authenticated } from '../auth/auth.guard';
import { notYetOpen } from '../common/errors/not-yet-open';
import type { components } from '../generated/contract';

type Schemas = components['schemas'];

@Controller('users')
export class UsersController {
  @Get()
  @Authenticated({ admin: true })
  list(): Schemas['User'][] {
    return notYetOpen('The user list');
  }

  @Post()
  @Authenticated()
  register(@Body() _registration: Schemas['UserRegistration']): Schemas['User'] {
    return notYetOpen('Registration');
  }

  @Delete(':id')
  @Authenticated({ admin: true })
  remove(@Param('id') _id: string): Schemas['Message'] {
    return notYetOpen('Removing users');
  }

  @Get('admin/:user')
  @Authenticated()
  adminStatus(@Param('user') _email: string): Schemas['AdminStatus'] {
    return notYetOpen('The administrator check');
  }

  @Patch('admin/:user')
  @Authenticated({ admin: true })
  promote(@Param('user') _id: string): Schemas['User'] {
    return notYetOpen('Promoting users');
  }
}
