import { Controller, Post } from '@nestjs/common';
import { Authenticated } from '../auth/auth.guard';
import { notYetOpen } from '../common/errors/not-yet-open';
import type { components } from '../generated/contract';

@Controller('images')
export class ImagesController {
  @Post()
  @Authenticated()
  upload(): components['schemas']['ImageUploadResult'] {
    return notYetOpen('Picture upload');
  }
}
