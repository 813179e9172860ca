import { Body, Controller, Delete, Get, Header, Param, Patch, Post } from '@nestjs/common';
import { AdminOnly } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import type { MenuItemDto } from './menu.mapper';
import { MenuService } from './menu.service';

type Schemas = components['schemas'];

@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  list(): Promise<MenuItemDto[]> {
    return this.menu.list();
  }

  @Get(':id')
  @Header('Cache-Control', 'no-cache')
  get(@Param('id') id: string): Promise<MenuItemDto> {
    return this.menu.get(id);
  }

  @Post()
  @AdminOnly()
  create(@Body() input: Schemas['MenuItemInput']): Promise<MenuItemDto> {
    return this.menu.create(input);
  }

  @Patch(':id')
  @AdminOnly()
  update(@Param('id') id: string, @Body() changes: Schemas['MenuItemUpdate']): Promise<MenuItemDto> {
    return this.menu.update(id, changes);
  }

  @Delete(':id')
  @AdminOnly()
  remove(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.menu.remove(id);
  }
}
