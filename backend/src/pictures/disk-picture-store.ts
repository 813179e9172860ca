import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ByteRange, PictureFacts, PictureStore } from './picture-store';

/** Pictures as files of one folder of the local disk: the embedded default, for a shop on one machine. */
export class DiskPictureStore implements PictureStore {
  constructor(private readonly folder: string) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const target = this.fileOf(name);
    // Written under a name of its own and renamed, so that a request racing this one never reads half a picture.
    const draft = `${target}.${randomUUID()}.part`;
    try {
      await writeFile(draft, bytes, { flag: 'wx' });
      await rename(draft, target);
    } finally {
      await rm(draft, { force: true });
    }
  }

  async get(name: string, range?: ByteRange): Promise<Readable | undefined> {
    const file = await open(this.fileOf(name)).catch(() => undefined);
    if (!file) return undefined;
    if (!(await file.stat()).isFile()) {
      await file.close();
      return undefined;
    }
    return file.createReadStream(range ?? {});
  }

  async stat(name: string): Promise<PictureFacts | undefined> {
    const found = await stat(this.fileOf(name)).catch(() => undefined);
    return found?.isFile() ? { size: found.size, modified: found.mtime } : undefined;
  }

  async remove(name: string): Promise<void> {
    await rm(this.fileOf(name), { force: true });
  }

  private fileOf(name: string): string {
    // A name never leaves the folder, whoever chose it.
    if (name !== path.basename(name) || name.startsWith('.')) throw new Error(`Not a picture's file name: ${name}`);
    return path.join(this.folder, name);
  }
}
