import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { DiningRoomService } from './dining-room.service';

type Schemas = components['schemas'];

@Controller()
export class DiningRoomController {
  constructor(private readonly room: DiningRoomService) {}

  @Get('dining-room')
  @Access({ permission: 'bookings.manage' })
  getDiningRoom(): Promise<Schemas['DiningRoom']> {
    return this.room.room();
  }

  @Post('dining-tables')
  @Access({ permission: 'bookings.manage' })
  createDiningTable(@Body() table: Schemas['DiningTableInput']): Promise<Schemas['DiningTable']> {
    return this.room.createTable(table);
  }

  @Put('dining-tables/:id')
  @Access({ permission: 'bookings.manage' })
  replaceDiningTable(
    @Param('id') id: string,
    @Body() table: Schemas['DiningTableInput'],
  ): Promise<Schemas['DiningTable']> {
    return this.room.replaceTable(id, table);
  }

  @Delete('dining-tables/:id')
  @Access({ permission: 'bookings.manage' })
  deleteDiningTable(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.room.removeTable(id);
  }

  @Post('table-combinations')
  @Access({ permission: 'bookings.manage' })
  createTableCombination(@Body() combination: Schemas['TableCombinationInput']): Promise<Schemas['TableCombination']> {
    return this.room.createCombination(combination);
  }

  @Delete('table-combinations/:id')
  @Access({ permission: 'bookings.manage' })
  deleteTableCombination(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.room.removeCombination(id);
  }
}
