import { Body, Controller, Delete, Get, Header, Param, Patch, Post, Put, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Access, Auth, type AuthUser } from '../auth/access';
import { sendReadyAnswer } from '../common/http/ready-answer';
import { AnswerLanguage, AnswersInLanguage } from '../common/i18n/answer-language';
import type { ShopLanguage } from '../common/i18n/languages';
import type { components } from '../generated/contract';
import type { MenuItemDto } from './menu.mapper';
import { MenuService } from './menu.service';

type Schemas = components['schemas'];

@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get()
  @AnswersInLanguage()
  async listMenuItems(
    @AnswerLanguage() language: ShopLanguage,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    sendReadyAnswer(req, res, await this.menu.listMenuItems(language));
  }

  @Get(':id')
  @AnswersInLanguage()
  @Header('Cache-Control', 'no-cache')
  getMenuItem(@Param('id') id: string, @AnswerLanguage() language: ShopLanguage): Promise<MenuItemDto> {
    return this.menu.get(id, language);
  }

  @Post()
  @Access({ permission: 'menu.edit' })
  createMenuItem(@Auth() caller: AuthUser, @Body() input: Schemas['MenuItemInput']): Promise<MenuItemDto> {
    return this.menu.create(caller, input);
  }

  @Patch(':id')
  @Access({ permission: 'menu.edit' })
  updateMenuItem(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() changes: Schemas['MenuItemUpdate'],
  ): Promise<MenuItemDto> {
    return this.menu.update(caller, id, changes);
  }

  @Put(':id/sold-out')
  @Access({ permission: 'stock.manage' })
  markDishSoldOut(
    @Auth() caller: AuthUser,
    @Param('id') id: string,
    @Body() request: Schemas['SoldOutRequest'],
  ): Promise<MenuItemDto> {
    return this.menu.markSoldOut(caller, id, request);
  }

  @Delete(':id/sold-out')
  @Access({ permission: 'stock.manage' })
  putDishBackOnSale(@Auth() caller: AuthUser, @Param('id') id: string): Promise<MenuItemDto> {
    return this.menu.putBackOnSale(caller, id);
  }

  @Delete(':id')
  @Access({ permission: 'menu.edit' })
  deleteMenuItem(@Auth() caller: AuthUser, @Param('id') id: string): Promise<Schemas['Message']> {
    return this.menu.remove(caller, id);
  }
}
