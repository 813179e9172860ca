import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
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
  createDiningTable(
    @Auth() caller: AuthUser,
    @Body() table: Schemas['DiningTableInput'],
  ): Promise<Schemas['DiningTable']> {
    return this.room.createTable(caller, table);
  }

  @Put('dining-tables/:id')
  @Access({ permission: 'bookings.manage' })
  replaceDiningTable(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() table: Schemas['DiningTableInput'],
  ): Promise<Schemas['DiningTable']> {
    return this.room.replaceTable(caller, id, table);
  }

  @Delete('dining-tables/:id')
  @Access({ permission: 'bookings.manage' })
  deleteDiningTable(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.room.removeTable(caller, id);
  }

  @Post('table-combinations')
  @Access({ permission: 'bookings.manage' })
  createTableCombination(
    @Auth() caller: AuthUser,
    @Body() combination: Schemas['TableCombinationInput'],
  ): Promise<Schemas['TableCombination']> {
    return this.room.createCombination(caller, combination);
  }

  @Delete('table-combinations/:id')
  @Access({ permission: 'bookings.manage' })
  deleteTableCombination(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.room.removeCombination(caller, id);
  }
}
