import { readdir } from 'node:fs/promises';
import { buffer } from 'node:stream/consumers';
import { fileTypeFromBuffer } from 'file-type';
import { DiskPictureStore } from './disk-picture-store';
import type { PictureStore } from './picture-store';
import { isPictureFileName } from './stored-pictures';

/** What a copy did with the pictures it found. */
export interface CopySummary {
  copied: number;
  skipped: number;
  failed: number;
}

// A few pictures on their way at once: a bucket answers each in tens of milliseconds, mostly waiting.
const AT_ONCE = 4;

/**
 * Copies every picture of `folder` into `store` under its own name, skipping one that is already there with the same
 * size, so that a second run, or one after an interruption, copies only what is missing. Says each picture to `say`.
 */
export async function copyPictures(
  folder: string,
  store: PictureStore,
  say: (line: string) => void,
): Promise<CopySummary> {
  const names = (await readdir(folder, { withFileTypes: true }))
    .filter((entry) => entry.isFile() && isPictureFileName(entry.name) && !entry.name.endsWith('.part'))
    .map((entry) => entry.name)
    .sort();
  const disk = new DiskPictureStore(folder);
  const summary: CopySummary = { copied: 0, skipped: 0, failed: 0 };

  async function copy(name: string): Promise<string> {
    const [here, there] = await Promise.all([disk.stat(name), store.stat(name)]);
    if (!here) throw new Error('it is no longer on the disk');
    if (there?.size === here.size) {
      summary.skipped += 1;
      return 'already there';
    }
    const original = await disk.get(name);
    if (!original) throw new Error('it is no longer on the disk');
    const bytes = await buffer(original);
    // The type recognised from the bytes, as an upload's is.
    const type = (await fileTypeFromBuffer(bytes))?.mime ?? 'application/octet-stream';
    await store.put(name, bytes, type);
    summary.copied += 1;
    return `copied (${(bytes.length / 1024).toFixed(1)} kB)`;
  }

  let next = 0;
  async function copyInTurn(): Promise<void> {
    while (next < names.length) {
      const index = next++;
      const name = names[index]!;
      const place = `[${index + 1}/${names.length}] ${name}`;
      try {
        say(`${place}: ${await copy(name)}`);
      } catch (error) {
        summary.failed += 1;
        say(`${place}: failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: AT_ONCE }, copyInTurn));
  return summary;
}
