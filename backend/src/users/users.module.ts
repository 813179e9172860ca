import { Module } from '@nestjs/common';
import { BookingsModule } from '../bookings/bookings.module';
import { OrdersModule } from '../orders/orders.module';
import { SavedCardsModule } from '../saved-cards/saved-cards.module';
import { PersonalDataService } from './personal-data.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [OrdersModule, BookingsModule, SavedCardsModule],
  controllers: [UsersController],
  providers: [UsersService, PersonalDataService],
})
export class UsersModule {}
