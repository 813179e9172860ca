import { Body, Controller, Get, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { BookingRules } from './booking-rules';
import { DiningRoomService } from './dining-room.service';

@Controller('shop/booking')
export class BookingRulesController {
  constructor(private readonly room: DiningRoomService) {}

  @Get()
  getBookingRules(): Promise<BookingRules> {
    return this.room.rules();
  }

  @Put()
  @Access({ permission: 'settings.edit' })
  replaceBookingRules(@Auth() caller: AuthUser, @Body() rules: BookingRules): Promise<BookingRules> {
    return this.room.replaceRules(caller, rules);
  }
}
