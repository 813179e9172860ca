import { Module } from '@nestjs/common';
import { JobsService } from '../jobs/jobs.service';
import { MailModule } from '../mail/mail.module';
import { BookingMail } from './booking-mail';
import { BookingRulesController } from './booking-rules.controller';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { DiningRoomController } from './dining-room.controller';
import { DiningRoomService } from './dining-room.service';

@Module({
  imports: [MailModule],
  controllers: [BookingRulesController, DiningRoomController, BookingsController],
  providers: [BookingsService, DiningRoomService, BookingMail],
  exports: [BookingsService],
})
export class BookingsModule {
  constructor(bookings: BookingsService, jobs: JobsService) {
    // A booking nobody confirmed lets its table go within a minute of its deadline.
    jobs.recur({ name: 'lapse-unconfirmed-bookings', cron: '* * * * *', run: () => bookings.lapseUnconfirmed() });
  }
}
