import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { DiningRoomService } from './dining-room.service';

type Schemas = components['schemas'];

@Controller()
export class DiningRoomController {
  constructor(private readonly room: DiningRoomService) {}

  @Get('dining-room')
  @Access({ user: 'admin' })
  getDiningRoom(): Promise<Schemas['DiningRoom']> {
    return this.room.room();
  }

  @Post('dining-tables')
  @Access({ user: 'admin' })
  createDiningTable(@Body() table: Schemas['DiningTableInput']): Promise<Schemas['DiningTable']> {
    return this.room.createTable(table);
  }

  @Put('dining-tables/:id')
  @Access({ user: 'admin' })
  replaceDiningTable(
    @Param('id') id: string,
    @Body() table: Schemas['DiningTableInput'],
  ): Promise<Schemas['DiningTable']> {
    return this.room.replaceTable(id, table);
  }

  @Delete('dining-tables/:id')
  @Access({ user: 'admin' })
  deleteDiningTable(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.room.removeTable(id);
  }

  @Post('table-combinations')
  @Access({ user: 'admin' })
  createTableCombination(@Body() combination: Schemas['TableCombinationInput']): Promise<Schemas['TableCombination']> {
    return this.room.createCombination(combination);
  }

  @Delete('table-combinations/:id')
  @Access({ user: 'admin' })
  deleteTableCombination(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.room.removeCombination(id);
  }
}
