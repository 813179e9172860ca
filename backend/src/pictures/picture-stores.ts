import path from 'node:path';
import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { PictureSettings } from '../config/picture-settings';
import { DiskPictureStore } from './disk-picture-store';
import { uploadVariantNames } from './picture-sizes';
import type { PictureStore } from './picture-store';
import { type Bucket, bucketOf, reachBucket, S3PictureStore } from './s3-picture-store';

/** Where the uploads and their resized copies are kept, by the settings: a bucket if S3_BUCKET is set, else the disk. */
export function uploadStores(
  settings: PictureSettings,
  bucket: Bucket | undefined,
): { uploads: PictureStore; uploadVariants: PictureStore } {
  return bucket
    ? {
        uploads: new S3PictureStore(bucket, 'uploads/'),
        uploadVariants: new S3PictureStore(bucket, 'pictures/uploads/'),
      }
    : {
        uploads: new DiskPictureStore(settings.UPLOADS_DIR),
        uploadVariants: new DiskPictureStore(path.join(settings.PICTURE_CACHE_DIR, 'uploads')),
      };
}

/**
 * The uploaded pictures and their resized copies, in the one store the settings name: the same for every instance
 * of the shop when it is a bucket. A bucket that cannot be reached stops the start, with the reason.
 */
@Injectable()
export class PictureStores implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly uploads: PictureStore;
  readonly uploadVariants: PictureStore;
  private readonly bucket?: Bucket;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.bucket = bucketOf(config);
    ({ uploads: this.uploads, uploadVariants: this.uploadVariants } = uploadStores(config, this.bucket));
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.bucket) await reachBucket(this.bucket);
  }

  /** Removes an upload and every resized copy made of it. */
  async removeUpload(file: string): Promise<void> {
    await this.uploads.remove(file);
    await Promise.all(uploadVariantNames(file).map((name) => this.uploadVariants.remove(name)));
  }

  // After the HTTP server has closed: a picture still on its way out keeps its connection to the bucket until then.
  onApplicationShutdown(): void {
    this.bucket?.client.destroy();
  }
}
