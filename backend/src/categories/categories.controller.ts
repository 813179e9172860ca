import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import { AnswerLanguage, AnswersInLanguage } from '../common/i18n/answer-language';
import type { ShopLanguage } from '../common/i18n/languages';
import type { components } from '../generated/contract';
import { CategoriesService } from './categories.service';

type Schemas = components['schemas'];

@Controller('categories')
export class CategoriesController {
  constructor(private readonly categories: CategoriesService) {}

  @Get()
  @AnswersInLanguage()
  @Header('Cache-Control', 'no-cache')
  listCategories(@AnswerLanguage() language: ShopLanguage): Promise<Schemas['Category'][]> {
    return this.categories.list(language);
  }

  @Put()
  @Access({ permission: 'menu.edit' })
  replaceCategories(
    @Auth() caller: AuthUser,
    @Body() categories: Schemas['CategoryInput'][],
  ): Promise<Schemas['Category'][]> {
    return this.categories.replace(caller, categories);
  }
}
