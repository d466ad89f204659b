import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage';

/**
 * Copies a stored file to a local path, streamed, for tools that read files from disk (the sheet and
 * ZIP readers). False when nothing is stored under the key.
 */
export async function copyToLocalFile(storage: FileStorage, key: string, path: string): Promise<boolean> {
  const opened = await storage.stream(key);
  if (!opened) return false;
  await pipeline(opened.stream, createWriteStream(path, { flags: 'wx' }));
  return true;
}
