import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { PictureSettings } from '../config/picture-settings';
import type { ByteRange, PictureFacts, PictureStore } from './picture-store';

/** A bucket of an S3-compatible store and the client that reaches it. */
export interface Bucket {
  client: S3Client;
  name: string;
}

/** The bucket of the settings, when S3_BUCKET is set (the settings' checks make its region and keys come with it). */
export function bucketOf(settings: PictureSettings): Bucket | undefined {
  const { S3_BUCKET: name, S3_REGION: region, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secret } = settings;
  if (!name || !region || !accessKeyId || !secret) return undefined;
  const client = new S3Client({
    region,
    endpoint: settings.S3_ENDPOINT,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId, secretAccessKey: secret },
    // Checksums only where S3 requires them: many S3-compatible stores refuse the newer checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { client, name };
}

/** Answers when the bucket can be reached with the settings' keys, and says what failed otherwise. */
export async function reachBucket({ client, name }: Bucket): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: name }));
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    throw new Error(`The pictures' bucket ${name} cannot be reached (${reason}); check the S3_ settings.`, {
      cause: error,
    });
  }
}

/** Pictures as objects of a bucket, under a prefix (`uploads/`), shared by every instance of the shop. */
export class S3PictureStore implements PictureStore {
  constructor(
    private readonly bucket: Bucket,
    private readonly prefix: string,
  ) {}

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.bucket.client.send(
      new PutObjectCommand({ ...this.objectOf(name), Body: bytes, ContentType: contentType }),
    );
  }

  async get(name: string, range?: ByteRange): Promise<Readable | undefined> {
    const object = await this.bucket.client
      .send(new GetObjectCommand({ ...this.objectOf(name), Range: range && `bytes=${range.start}-${range.end}` }))
      .catch(absentAsUndefined);
    if (!object) return undefined;
    if (!(object.Body instanceof Readable)) throw new Error(`The bucket answered ${name} without its bytes.`);
    return object.Body;
  }

  async stat(name: string): Promise<PictureFacts | undefined> {
    const head = await this.bucket.client.send(new HeadObjectCommand(this.objectOf(name))).catch(absentAsUndefined);
    return head && { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) };
  }

  async remove(name: string): Promise<void> {
    await this.bucket.client.send(new DeleteObjectCommand(this.objectOf(name)));
  }

  private objectOf(name: string) {
    return { Bucket: this.bucket.name, Key: `${this.prefix}${name}` };
  }
}

function absentAsUndefined(error: unknown): undefined {
  if (error instanceof NoSuchKey || error instanceof NotFound) return undefined;
  throw error;
}
