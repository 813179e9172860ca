import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Auth, Authenticated, type AuthUser } from '../auth/auth.guard';
import type { components } from '../generated/contract';
import { RateLimited } from '../rate-limits/rate-limit.guard';
import { ImagesService, MAX_IMAGE_BYTES } from './images.service';

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @RateLimited('upload')
  @Authenticated()
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } }))
  uploadImage(@Auth() caller: AuthUser, @UploadedFile() file: Express.Multer.File | undefined): Promise<components['schemas']['ImageUploadResult']> {
    return this.images.uploadImage(caller, file);
  }
}
