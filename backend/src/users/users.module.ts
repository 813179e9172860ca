import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { OrdersModule } from '../orders/orders.module';
import { SavedCardsModule } from '../saved-cards/saved-cards.module';
import { PersonalDataService } from './personal-data.service';
import { StaffRoles } from './staff-roles';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [OrdersModule, BookingsModule, SavedCardsModule],
  controllers: [UsersController],
  providers: [UsersService, PersonalDataService, StaffRoles],
  // The role changes an invitation to the staff makes go through the same rule as the dashboard's.
  exports: [StaffRoles],
})
export class UsersModule {}
