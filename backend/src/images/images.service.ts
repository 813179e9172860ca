import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BadRequestException, Inject, Injectable, UnsupportedMediaTypeException } from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { components } from '../generated/contract';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

// Recognised by their bytes, never by the name or the type the client claims. No SVG: it can carry script.
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

@Injectable()
export class ImagesService {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async store(file: Express.Multer.File | undefined): Promise<components['schemas']['ImageUploadResult']> {
    if (!file || file.size === 0) throw new BadRequestException("Send the picture as the multipart field 'image'.");
    const type = await fileTypeFromBuffer(file.buffer);
    const extension = type && ACCEPTED.get(type.mime);
    if (!extension) throw new UnsupportedMediaTypeException('Only PNG, JPEG, WebP and GIF pictures are accepted.');
    // The stored name is ours alone: nothing of the client's file name reaches the disk.
    const name = `${randomUUID()}.${extension}`;
    await mkdir(this.config.UPLOADS_DIR, { recursive: true });
    await writeFile(path.join(this.config.UPLOADS_DIR, name), file.buffer, { flag: 'wx' });
    return { success: true, data: { display_url: `/uploads/${name}` } };
  }
}
