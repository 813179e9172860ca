import { Module } from '@nestjs/common';
import { MenuModule } from '../menu/menu.module';
import { OptionGroupsController } from './option-groups.controller';
import { OptionGroupsService } from './option-groups.service';

@Module({ imports: [MenuModule], controllers: [OptionGroupsController], providers: [OptionGroupsService] })
export class OptionGroupsModule {}
