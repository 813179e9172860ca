import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { StaffInvitationsController } from './staff-invitations.controller';
import { StaffInvitationsService } from './staff-invitations.service';

@Module({ imports: [UsersModule], controllers: [StaffInvitationsController], providers: [StaffInvitationsService] })
export class StaffInvitationsModule {}
