import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { OptionsService } from './options.service';

type Schemas = components['schemas'];

@Controller()
export class OptionsController {
  constructor(private readonly options: OptionsService) {}

  @Get('option-groups')
  @Access({ user: 'admin' })
  listOptionGroups(): Promise<Schemas['OptionGroupAdmin'][]> {
    return this.options.list();
  }

  @Post('option-groups')
  @Access({ user: 'admin' })
  createOptionGroup(@Body() group: Schemas['OptionGroupInput']): Promise<Schemas['OptionGroupAdmin']> {
    return this.options.create(group);
  }

  @Put('option-groups/:id')
  @Access({ user: 'admin' })
  replaceOptionGroup(@Param('id') id: string, @Body() group: Schemas['OptionGroupInput']): Promise<Schemas['OptionGroupAdmin']> {
    return this.options.replace(id, group);
  }

  @Delete('option-groups/:id')
  @Access({ user: 'admin' })
  deleteOptionGroup(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.options.remove(id);
  }

  @Put('option-choices/:id/sold-out')
  @Access({ user: 'admin' })
  markChoiceSoldOut(@Param('id') id: string, @Body() request: Schemas['SoldOutRequest']): Promise<Schemas['OptionGroupAdmin']> {
    return this.options.markChoiceSoldOut(id, request);
  }

  @Delete('option-choices/:id/sold-out')
  @Access({ user: 'admin' })
  putChoiceBackOnSale(@Param('id') id: string): Promise<Schemas['OptionGroupAdmin']> {
    return this.options.putChoiceBackOnSale(id);
  }
}
