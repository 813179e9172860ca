import type { Readable } from 'node:stream';

/** What a store knows of a picture without reading it: what its answer's length, ETag and Last-Modified say. */
export interface PictureFacts {
  size: number;
  modified: Date;
}

/** Bytes `start` to `end` of a picture, both included, as an HTTP range names them. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where pictures are kept, each under a plain file name of the shop's making (`<uuid>.webp`): a folder of the local
 * disk, or a bucket of an S3-compatible store that every instance of the shop shares.
 */
export interface PictureStore {
  /** Keeps `bytes` under `name`: a reader finds the whole picture or none of it. */
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture's bytes, or those of `range` alone; undefined when there is no such picture. */
  get(name: string, range?: ByteRange): Promise<Readable | undefined>;
  stat(name: string): Promise<PictureFacts | undefined>;
  /** Removes the picture; one that is not there is no error. */
  remove(name: string): Promise<void>;
}
