import { ConfigError, loadPictureSettings } from './config/config';
import { copyPictures } from './pictures/copy-pictures';
import { uploadStores } from './pictures/picture-stores';
import { bucketOf, reachBucket } from './pictures/s3-picture-store';

/**
 * Copies the uploaded pictures of UPLOADS_DIR to the bucket of the S3_* settings, where the shop keeps them once
 * S3_BUCKET is set: what a shop that outgrows one machine runs once, before its instances start with the bucket.
 * Safe to run again: a picture already in the bucket with the same size is skipped. Exits non-zero if any failed.
 * The resized copies are not moved: the shop makes them again when they are first asked for.
 */
async function main(): Promise<void> {
  const settings = loadPictureSettings();
  const bucket = bucketOf(settings);
  if (!bucket) {
    throw new ConfigError(
      'Set S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT outside AWS): the pictures of UPLOADS_DIR are copied to that bucket.',
    );
  }
  try {
    await reachBucket(bucket);
    console.log(`Copying the pictures of ${settings.UPLOADS_DIR} to the bucket ${bucket.name} (uploads/) …`);
    const { uploads } = uploadStores(settings, bucket);
    const summary = await copyPictures(settings.UPLOADS_DIR, uploads, (line) => console.log(line));
    console.log(
      `${summary.copied} copied, ${summary.skipped} already in the bucket, ${summary.failed} failed, of ${summary.copied + summary.skipped + summary.failed} pictures.`,
    );
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    bucket.client.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `The pictures could not be copied: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exitCode = 1;
});
