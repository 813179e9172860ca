import { Module } from '@nestjs/common';
import { MenuCache } from './menu-cache';
import { MenuController } from './menu.controller';
import { MenuService } from './menu.service';

@Module({ controllers: [MenuController], providers: [MenuService, MenuCache], exports: [MenuService, MenuCache] })
export class MenuModule {}
