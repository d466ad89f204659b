import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.service';
import { FILE_STORAGE, FileStorage } from '../files/file-storage';
import { uploadRoot } from '../files/upload-root';

export { uploadRoot } from '../files/upload-root';

/** Folders under the upload root, one per kind of stored picture. */
export type UploadFolder = 'reviews' | 'promotions' | 'carousel';

/** A stored file's name: letters, digits, dash, underscore and one extension; never a path. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,120}\.(jpg|png|gif|svg)$/;

export function isSafeStoredName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/**
 * Pictures users and staff upload, in the shop's file storage (files/: the shared UPLOAD_DIR folder
 * or object storage), outside anything served statically; they leave only through routes that check
 * the name. `root` is the local UPLOAD_DIR, still used as a work folder (catalogue imports).
 */
@Injectable()
export class UploadStore {
  readonly root: string;

  constructor(
    config: AppConfig,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {
    this.root = uploadRoot(config.get('UPLOAD_DIR'));
  }

  /** A reader never sees half a file. */
  async save(folder: UploadFolder, name: string, bytes: Buffer): Promise<void> {
    await this.storage.put(this.keyOf(folder, name), bytes);
  }

  /** The file's bytes, or null when the name is unsafe or nothing is stored under it. */
  async read(folder: UploadFolder, name: string): Promise<Buffer | null> {
    if (!isSafeStoredName(name)) return null;
    return this.storage.get(this.keyOf(folder, name));
  }

  async exists(folder: UploadFolder, name: string): Promise<boolean> {
    if (!isSafeStoredName(name)) return false;
    return this.storage.exists(this.keyOf(folder, name));
  }

  private keyOf(folder: UploadFolder, name: string): string {
    if (!isSafeStoredName(name)) throw new Error(`unsafe stored file name: ${name}`);
    return `${folder}/${name}`;
  }
}
