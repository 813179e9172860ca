import { AnswerLanguage, AnswersInLanguage } from '../common/i18n/answer-language';
import { RequestLanguage, type ShopLanguage } from '../common/i18n/languages';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Ip,
  Param,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { Access, type AuthUser, Caller } from '../auth/access';
import type { components } from '../generated/contract';
import { BookingsService } from './bookings.service';

type Schemas = components['schemas'];

@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get('availability')
  @Access({ user: 'optional' })
  @AnswersInLanguage()
  listBookingTimes(
    @Query('date') date: string,
    @Query('partySize') partySize: string,
    @AnswerLanguage() language: ShopLanguage,
    @Caller() user?: AuthUser,
    @Query('changing') changing?: string,
  ): Promise<Schemas['BookingTimes']> {
    return this.bookings.availability(date, Number(partySize), language, { user, changing });
  }

  @Get()
  @Access({ permission: 'bookings.manage' })
  listBookingsOfDay(@Query('date') date: string): Promise<Schemas['BookingDay']> {
    return this.bookings.day(date);
  }

  @Post()
  @Access({ user: 'optional', rateLimit: 'booking' })
  createBooking(
    @Body() request: Schemas['BookingRequest'],
    @Caller() user: AuthUser | undefined,
    @Ip() clientAddress: string,
    @RequestLanguage() language: ShopLanguage | undefined,
  ): Promise<Schemas['Booking']> {
    return this.bookings.create(request, user, clientAddress, language);
  }

  @Get('mine')
  @Access({ user: 'signed-in' })
  listMyBookings(@Caller() user: AuthUser): Promise<Schemas['MyBookings']> {
    return this.bookings.mine(user);
  }

  @Get(':id')
  @Access({ user: 'optional' })
  getBooking(
    @Param('id') id: string,
    @Caller() user?: AuthUser,
    @Headers('x-booking-token') token?: string,
  ): Promise<Schemas['Booking']> {
    return this.bookings.get(id, { user, token });
  }

  @Patch(':id')
  @Access({ user: 'optional' })
  changeBooking(
    @Param('id') id: string,
    @Body() changes: Schemas['BookingChange'],
    @Caller() user?: AuthUser,
    @Headers('x-booking-token') token?: string,
  ): Promise<Schemas['Booking']> {
    return this.bookings.change(id, changes, { user, token });
  }

  @Post(':id/confirm')
  @HttpCode(HttpStatus.OK)
  confirmBooking(@Param('id') id: string, @Headers('x-booking-token') token?: string): Promise<Schemas['Booking']> {
    return this.bookings.confirm(id, { token });
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @Access({ user: 'optional' })
  cancelBooking(
    @Param('id') id: string,
    @Caller() user?: AuthUser,
    @Headers('x-booking-token') token?: string,
  ): Promise<Schemas['Booking']> {
    return this.bookings.cancel(id, { user, token });
  }

  @Put(':id/status')
  @Access({ permission: 'bookings.manage' })
  setBookingStatus(
    @Param('id') id: string,
    @Body() change: Schemas['BookingStatusChange'],
    @Caller() user: AuthUser,
  ): Promise<Schemas['Booking']> {
    return this.bookings.setStatus(id, change.status, user);
  }
}
