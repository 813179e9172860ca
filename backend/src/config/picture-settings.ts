import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from '../paths';
import { flag } from './flag';

/**
 * Where the shop keeps pictures: read by the shop, and on their own by the command that moves the uploads to a
 * bucket (`npm run pictures:to-s3 -w backend`), which needs no database.
 */
export const pictureSettings = {
  UPLOADS_DIR: z.string().default(path.join(repoRoot, '.data', 'uploads')),
  // Resized copies of the seed and uploaded pictures, made on first request: removing them loses nothing.
  PICTURE_CACHE_DIR: z.string().default(path.join(repoRoot, '.data', 'picture-cache')),
  // A bucket of an S3-compatible store for the uploads and their resized copies, which every instance shares.
  // Unset, they stay in UPLOADS_DIR and PICTURE_CACHE_DIR.
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens',
    )
    .optional(),
  // Unset for AWS itself; the store's address otherwise (Cloudflare R2, Scaleway, MinIO, …).
  S3_ENDPOINT: z
    .url({
      protocol: /^https?$/,
      message: 'must be the address of the S3-compatible store, e.g. https://s3.fr-par.scw.cloud',
    })
    .optional(),
  S3_REGION: z.string().trim().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  // The bucket addressed as <endpoint>/<bucket> rather than <bucket>.<endpoint>, as MinIO and most self-hosted stores want.
  S3_FORCE_PATH_STYLE: flag.default(false),
};

const pictureSettingsSchema = z.object(pictureSettings);
export type PictureSettings = Readonly<z.output<typeof pictureSettingsSchema>>;

/** What S3_BUCKET needs beside it, each with what to give. */
const NEEDED_WITH_BUCKET = {
  S3_REGION: "the bucket's region, such as eu-west-3 (auto for Cloudflare R2)",
  S3_ACCESS_KEY_ID: 'the id of an access key that may read, write, list and delete in the bucket',
  S3_SECRET_ACCESS_KEY: "that access key's secret",
} as const;

/**
 * A bucket comes with its region and keys. A setting of the store without a bucket is a mistake, not a choice: the
 * pictures would stay on each instance's own disk, unseen by the others.
 */
export function checkPictureSettings(settings: z.output<typeof pictureSettingsSchema>, context: z.RefinementCtx) {
  if (settings.S3_BUCKET) {
    for (const [name, what] of Object.entries(NEEDED_WITH_BUCKET)) {
      if (!settings[name as keyof typeof NEEDED_WITH_BUCKET])
        context.addIssue({ code: 'custom', path: [name], message: `is required with S3_BUCKET: ${what}` });
    }
    return;
  }
  const withoutBucket = [
    ...(['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter(
      (name) => settings[name] !== undefined,
    ),
    ...(settings.S3_FORCE_PATH_STYLE ? ['S3_FORCE_PATH_STYLE'] : []),
  ];
  for (const name of withoutBucket) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: 'is set but S3_BUCKET is not: set S3_BUCKET to keep the pictures in that store, or remove it',
    });
  }
}

export const checkedPictureSettings = pictureSettingsSchema.superRefine(checkPictureSettings);
