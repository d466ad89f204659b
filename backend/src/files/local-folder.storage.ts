import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, open, readFile, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { checkedKey, FileStorage, OpenedFile } from './file-storage';

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * Files in a folder (UPLOAD_DIR). With several API instances, every one must mount the same folder
 * (a shared volume, NFS): the start-up check (shared-storage-check.ts) refuses to start otherwise.
 */
export class LocalFolderStorage implements FileStorage {
  readonly describe: string;

  constructor(readonly root: string) {
    this.describe = `folder ${root}`;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.replace(key, (temporary) => writeFile(temporary, bytes, { flag: 'wx' }));
  }

  async putFile(key: string, path: string): Promise<void> {
    await this.replace(key, (temporary) => copyFile(path, temporary));
  }

  /** Writes under a name no other writer uses, then renames, which replaces atomically. */
  private async replace(key: string, write: (temporary: string) => Promise<void>): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await write(temporary);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if (missing(error)) return null;
      throw error;
    }
  }

  async stream(key: string): Promise<OpenedFile | null> {
    // Opening first (not stat then open) leaves no gap in which the file could go missing.
    const handle = await open(this.pathOf(key), 'r').catch((error) => {
      if (missing(error)) return null;
      throw error;
    });
    if (!handle) return null;
    try {
      const { size, isFile } = await handle.stat().then((s) => ({ size: s.size, isFile: s.isFile() }));
      if (!isFile) {
        await handle.close();
        return null;
      }
      // The stream closes the handle when it ends or fails.
      return { stream: handle.createReadStream(), length: size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error) => {
      if (!missing(error)) throw error;
    });
  }

  async deleteFolder(key: string): Promise<void> {
    await rm(this.pathOf(key), { recursive: true, force: true });
  }

  async exists(key: string): Promise<boolean> {
    const path = this.pathOf(key);
    try {
      return (await stat(path)).isFile();
    } catch {
      return false;
    }
  }

  /** The file's path (for tools that want one, e.g. the datasheet's picture decoder). */
  pathOf(key: string): string {
    return join(this.root, checkedKey(key));
  }
}
