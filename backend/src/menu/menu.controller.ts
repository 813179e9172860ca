import { Body, Controller, Delete, Get, Param, Patch, Post } from '@nestjs/common';
import { Authenticated } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import type { MenuItemDto } from './menu.mapper';
import { MenuService } from './menu.service';

type Schemas = components['schemas'];

@Controller('menu')
export class MenuController {
  constructor(private readonly menu: MenuService) {}

  @Get()
  list(): Promise<MenuItemDto[]> {
    return this.menu.list();
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<MenuItemDto> {
    return this.menu.get(id);
  }

  @Post()
  @Authenticated({ admin: true })
  create(@Body() input: Schemas['MenuItemInput']): Promise<MenuItemDto> {
    return this.menu.create(input);
  }

  @Patch(':id')
  @Authenticated({ admin: true })
  update(@Param('id') id: string, @Body() changes: Schemas['MenuItemUpdate']): Promise<MenuItemDto> {
    return this.menu.update(id, changes);
  }

  @Delete(':id')
  @Authenticated({ admin: true })
  remove(@Param('id') id: string): Promise<Schemas['Message']> {
    return this.menu.remove(id);
  }
}
