import { said } from '../common/i18n/said';
import { randomUUID } from 'node:crypto';
import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  type OnModuleInit,
  PayloadTooLargeException,
  UnauthorizedException,
  UnsupportedMediaTypeException,
} from '@nestjs/common';
import { fileTypeFromBuffer } from 'file-type';
import type { AuthUser } from '../auth/access';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { brokenForeignKey } from '../database/constraint-violation';
import { PrismaService } from '../database/prisma.service';
import type { components } from '../generated/contract';
import { JobsService } from '../jobs/jobs.service';
import { PictureStores } from '../pictures/picture-stores';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const UPLOADS_PATH = '/uploads';
const MB = 1024 * 1024;

// Recognised by their bytes, never by the name or the type the client claims. No SVG: it can carry script.
const ACCEPTED = new Map([
  ['image/png', 'png'],
  ['image/jpeg', 'jpg'],
  ['image/webp', 'webp'],
  ['image/gif', 'gif'],
]);

const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

@Injectable()
export class ImagesService implements OnModuleInit {
  private readonly logger = new Logger('Images');

  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
    private readonly pictures: PictureStores,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.recur({ name: 'remove-unused-pictures', cron: '*/15 * * * *', run: () => this.removeUnusedPictures() });
  }

  /**
   * Stores a picture for the caller, within what they may keep. The quota is claimed with the user's row locked,
   * so that pictures sent at once cannot pass it together.
   */
  async uploadImage(
    caller: AuthUser,
    file: Express.Multer.File | undefined,
  ): Promise<components['schemas']['ImageUploadResult']> {
    if (!file || file.size === 0) throw new BadRequestException("Send the picture as the multipart field 'image'.");
    const type = await fileTypeFromBuffer(file.buffer);
    const extension = type && ACCEPTED.get(type.mime);
    if (!extension) throw new UnsupportedMediaTypeException('Only PNG, JPEG, WebP and GIF pictures are accepted.');
    // The stored name is ours alone: nothing of the client's file name reaches the store.
    const fileName = `${randomUUID()}.${extension}`;
    const quota =
      (caller.permissions.has('menu.edit') ? this.config.ADMIN_UPLOAD_QUOTA_MB : this.config.UPLOAD_QUOTA_MB) * MB;
    await this.pictures.uploads.put(fileName, file.buffer, type.mime);
    try {
      await this.prisma.$transaction(async (tx) => {
        const [owner] = await tx.$queryRaw<
          { id: string }[]
        >`SELECT id FROM users WHERE id = ${caller.id}::uuid FOR UPDATE`;
        if (!owner) throw new UnauthorizedException('Your account no longer exists.');
        const used = await tx.upload.aggregate({ where: { userId: caller.id }, _sum: { bytes: true } });
        const kept = used._sum.bytes ?? 0;
        if (kept + file.size > quota) {
          throw new PayloadTooLargeException(
            said(
              'Your pictures take {kept} of the {quota} you may keep. Pictures that no dish or profile uses are removed {hours} hours after their upload; try again then.',
              { kept: megabytes(kept), quota: megabytes(quota), hours: this.config.UNUSED_UPLOAD_HOURS },
            ),
          );
        }
        await tx.upload.create({ data: { fileName, userId: caller.id, bytes: file.size } });
      });
    } catch (error) {
      await this.pictures.uploads.remove(fileName);
      if (brokenForeignKey(error) === 'uploads_user_id_fkey')
        throw new UnauthorizedException('Your account no longer exists.');
      throw error;
    }
    return { success: true, data: { display_url: `${UPLOADS_PATH}/${fileName}` } };
  }

  /** Removes the pictures, and their resized copies, that no dish and no profile has used since a while after their upload. */
  async removeUnusedPictures(): Promise<{ removed: number }> {
    const removed = await this.prisma.$queryRaw<{ file_name: string }[]>`
      DELETE FROM uploads u
      WHERE u.created_at < now() - make_interval(hours => ${this.config.UNUSED_UPLOAD_HOURS}::int)
        AND NOT EXISTS (SELECT 1 FROM menu_items m WHERE m.image = ${`${UPLOADS_PATH}/`} || u.file_name)
        AND NOT EXISTS (SELECT 1 FROM users p WHERE p.photo_url = ${`${UPLOADS_PATH}/`} || u.file_name)
      RETURNING u.file_name`;
    for (const { file_name } of removed) {
      // The row is gone: a picture that could not be removed now stays in the store, and is said.
      await this.pictures
        .removeUpload(file_name)
        .catch((error: unknown) => this.logger.warn({ file: file_name, error }, 'an unused picture was not removed'));
    }
    return { removed: removed.length };
  }
}
