import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { MenuTranslationsService } from './menu-translations.service';

type Schemas = components['schemas'];

@Controller('menu-translations')
export class MenuTranslationsController {
  constructor(private readonly translations: MenuTranslationsService) {}

  @Get()
  @Access({ permission: 'menu.edit' })
  listMenuTranslations(): Promise<Schemas['MenuTranslationGaps']> {
    return this.translations.gaps();
  }

  @Get(':language')
  @Access({ permission: 'menu.edit' })
  getMenuTranslations(@Param('language') language: string): Promise<Schemas['MenuTranslations']> {
    return this.translations.get(language);
  }

  @Patch(':language')
  @Access({ permission: 'menu.edit' })
  updateMenuTranslations(
    @Auth() caller: AuthUser,
    @Param('language') language: string,
    @Body() changes: Schemas['MenuTranslationsUpdate'],
  ): Promise<Schemas['MenuTranslations']> {
    return this.translations.update(caller, language, changes);
  }
}
