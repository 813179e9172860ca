import { Module } from '@nestjs/common';
import { PicturesModule } from '../pictures/pictures.module';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

@Module({ imports: [PicturesModule], controllers: [ImagesController], providers: [ImagesService] })
export class ImagesModule {}
