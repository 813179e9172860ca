import { Controller, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { Access, Auth, type AuthUser } from '../auth/access';
import type { components } from '../generated/contract';
import { ImagesService, MAX_IMAGE_BYTES } from './images.service';

@Controller('images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  @Post()
  @Access({ user: 'signed-in', rateLimit: 'upload' })
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 2 } }))
  uploadImage(
    @Auth() caller: AuthUser,
    @UploadedFile() file: Express.Multer.File | undefined,
  ): Promise<components['schemas']['ImageUploadResult']> {
    return this.images.uploadImage(caller, file);
  }
}
