import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { Access } from '../auth/access';
import type { components } from '../generated/contract';
import { CategoriesService } from './categories.service';

type Schemas = components['schemas'];

@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @Header('Cache-Control', 'no-cache')
  listCategories(): Promise<Schemas['Category'][]> {
    return this.categories.list();
  }

  @Put()
  @Access({ user: 'admin' })
  replaceCategories(@Body() categories: Schemas['CategoryInput'][]): Promise<Schemas['Category'][]> {
    return this.categories.replace(categories);
  }
}
