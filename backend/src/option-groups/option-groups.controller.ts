import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { OptionGroupsService } from './option-groups.service';

type Schemas = components['schemas'];

@Controller()
export class OptionGroupsController {
  constructor(private readonly optionGroups: OptionGroupsService) {}

  @Get('option-groups')
  @Access({ permission: 'stock.manage' })
  listOptionGroups(): Promise<Schemas['OptionGroupAdmin'][]> {
    return this.optionGroups.list();
  }

  @Post('option-groups')
  @Access({ permission: 'menu.edit' })
  createOptionGroup(
    @Auth() caller: AuthUser,
    @Body() group: Schemas['OptionGroupInput'],
  ): Promise<Schemas['OptionGroupAdmin']> {
    return this.optionGroups.create(caller, group);
  }

  @Put('option-groups/:id')
  @Access({ permission: 'menu.edit' })
  replaceOptionGroup(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() group: Schemas['OptionGroupInput'],
  ): Promise<Schemas['OptionGroupAdmin']> {
    return this.optionGroups.replace(caller, id, group);
  }

  @Delete('option-groups/:id')
  @Access({ permission: 'menu.edit' })
  deleteOptionGroup(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.optionGroups.remove(caller, id);
  }

  @Put('option-choices/:id/sold-out')
  @Access({ permission: 'stock.manage' })
  markChoiceSoldOut(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() request: Schemas['SoldOutRequest'],
  ): Promise<Schemas['OptionGroupAdmin']> {
    return this.optionGroups.markChoiceSoldOut(caller, id, request);
  }

  @Delete('option-choices/:id/sold-out')
  @Access({ permission: 'stock.manage' })
  putChoiceBackOnSale(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['OptionGroupAdmin']> {
    return this.optionGroups.putChoiceBackOnSale(caller, id);
  }
}
