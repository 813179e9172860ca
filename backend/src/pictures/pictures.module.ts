import { Module } from '@nestjs/common';
import { PictureStores } from './picture-stores';

@Module({ providers: [PictureStores], exports: [PictureStores] })
export class PicturesModule {}
