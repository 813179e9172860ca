import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Authenticated } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import { ImagesService, MAX_IMAGE_BYTES } from './images.service';

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @Authenticated()
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } }))
  upload(@UploadedFile() file: Express.Multer.File | undefined): Promise<components['schemas']['ImageUploadResult']> {
    return this.images.store(file);
  }
}
