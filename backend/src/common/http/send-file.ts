import path from 'node:path';
import type { Response } from 'express';

type SendFileOptions = NonNullable<Parameters<Response['sendFile']>[1]>;

/**
 * Sends a file named by its full path. Express's `send` refuses a path with a dot folder anywhere in it (`make start`
 * keeps its data in `.data/`) unless that folder is inside the root it is given, so the file's own folder is the root.
 */
export function sendFileAt(res: Response, file: string, options: Omit<SendFileOptions, 'root'> = {}): void {
  res.sendFile(path.basename(file), { ...options, root: path.dirname(file) });
}
