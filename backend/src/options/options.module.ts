import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module';
import { OptionsController } from './options.controller';
import { OptionsService } from './options.service';

@Module({ imports: [MenuModule], controllers: [OptionsController], providers: [OptionsService] })
export class OptionsModule {}
