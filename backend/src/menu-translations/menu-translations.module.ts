import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module';
import { MenuTranslationsController } from './menu-translations.controller';
import { MenuTranslationsService } from './menu-translations.service';

@Module({ imports: [MenuModule], controllers: [MenuTranslationsController], providers: [MenuTranslationsService] })
export class MenuTranslationsModule {}
