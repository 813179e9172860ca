import { Body, Controller, Delete, Get, Header, Param, Patch, Post } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import type { MenuItemDto } from './menu.mapper';
import { MenuService } from './menu.service';

type Schemas = components['schemas'];

@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  listMenuItems(): Promise<MenuItemDto[]> {
    return this.menu.list();
  }

  @Get(':id')
  @Header('Cache-Control', 'no-cache')
  getMenuItem(@Param('id') id: string): Promise<MenuItemDto> {
    return this.menu.get(id);
  }

  @Post()
  @Access({ user: 'admin' })
  createMenuItem(@Body() input: Schemas['MenuItemInput']): Promise<MenuItemDto> {
    return this.menu.create(input);
  }

  @Patch(':id')
  @Access({ user: 'admin' })
  updateMenuItem(@Param('id') id: string, @Body() changes: Schemas['MenuItemUpdate']): Promise<MenuItemDto> {
    return this.menu.update(id, changes);
  }

  @Delete(':id')
  @Access({ user: 'admin' })
  deleteMenuItem(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.menu.remove(id);
  }
}
