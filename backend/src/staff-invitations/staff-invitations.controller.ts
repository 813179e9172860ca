import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import { RequestLanguage, type ShopLanguage } from '../common/i18n/languages';
import type { components } from '../generated/contract';
import { StaffInvitationsService } from './staff-invitations.service';

type Schemas = components['schemas'];

@Controller('staff-invitations')
export class StaffInvitationsController {
  constructor(private readonly invitations: StaffInvitationsService) {}

  @Get()
  @Access({ permission: 'staff.manage' })
  listStaffInvitations(): Promise<Schemas['StaffInvitation'][]> {
    return this.invitations.list();
  }

  @Post()
  @Access({ permission: 'staff.manage', rateLimit: 'account-email' })
  inviteStaff(
    @Auth() caller: AuthUser,
    @Body() request: Schemas['StaffInvitationRequest'],
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<Schemas['StaffInvitation']> {
    return this.invitations.invite(caller, request, language);
  }

  @Delete(':id')
  @Access({ permission: 'staff.manage' })
  withdrawStaffInvitation(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.invitations.withdraw(caller, id);
  }

  @Post('acceptance')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'signed-in' })
  acceptStaffInvitation(
    @Auth() caller: AuthUser,
    @Body() acceptance: Schemas['StaffInvitationAcceptance'],
  ): Promise<Schemas['User']> {
    return this.invitations.accept(caller, acceptance);
  }
}
