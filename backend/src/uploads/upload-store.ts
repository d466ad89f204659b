import { Injectable, OnModuleInit } from '@nestjs/common';
import { access, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { isAbsolute, join, resolve } from 'node:path';
import { AppConfig } from '../config/app-config.service';

/** Folders under the upload root, one per kind of stored picture. */
export type UploadFolder = 'reviews' | 'promotions' | 'carousel';

/** A stored file's name: letters, digits, dash, underscore and one extension; never a path. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,120}\.(jpg|png|gif|svg)$/;

export function isSafeStoredName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** backend/src/uploads or backend/dist/uploads → the repository root. */
const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

/** UPLOAD_DIR as a path: relative to the repository root, var/uploads when unset. Stand-alone commands use it too. */
export function uploadRoot(configured: string | undefined): string {
  if (!configured) return join(REPOSITORY_ROOT, 'var', 'uploads');
  return isAbsolute(configured) ? configured : resolve(REPOSITORY_ROOT, configured);
}

/**
 * Pictures users and staff upload live outside anything served statically (UPLOAD_DIR, default
 * var/uploads at the repository root) and leave only through routes that check the name.
 */
@Injectable()
export class UploadStore implements OnModuleInit {
  readonly root: string;

  constructor(config: AppConfig) {
    this.root = uploadRoot(config.get('UPLOAD_DIR'));
  }

  async onModuleInit(): Promise<void> {
    await Promise.all((['reviews', 'promotions', 'carousel'] as const).map((f) => mkdir(join(this.root, f), { recursive: true })));
  }

  /** Writes through a temporary name so a reader never sees half a file. */
  async save(folder: UploadFolder, name: string, bytes: Buffer): Promise<void> {
    const target = this.pathOf(folder, name);
    const temporary = `${target}.${process.pid}.partial`;
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  }

  /** The file's bytes, or null when the name is unsafe or nothing is stored under it. */
  async read(folder: UploadFolder, name: string): Promise<Buffer | null> {
    if (!isSafeStoredName(name)) return null;
    try {
      return await readFile(this.pathOf(folder, name));
    } catch {
      return null;
    }
  }

  async exists(folder: UploadFolder, name: string): Promise<boolean> {
    if (!isSafeStoredName(name)) return false;
    try {
      await access(this.pathOf(folder, name));
      return true;
    } catch {
      return false;
    }
  }

  private pathOf(folder: UploadFolder, name: string): string {
    if (!isSafeStoredName(name)) throw new Error(`unsafe stored file name: ${name}`);
    return join(this.root, folder, name);
  }
}
