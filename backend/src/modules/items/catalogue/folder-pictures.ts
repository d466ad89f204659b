import { open } from 'node:fs/promises';
import { resolveInside } from '../sheets/image-archive';
import { sniffPictureKind } from '../pictures/picture-kind';
import { NOT_A_PICTURE, PICTURE_TOO_LARGE } from '../pictures/picture-rejected';
import { PICTURE_MAX_BYTES, PictureStore, StoredPicture } from '../pictures/picture-store';
import { MISSING, PictureSource } from './catalogue-import';
import type { Message } from './product-record';

/**
 * Pictures named by the sheet, looked up in a folder (given on the command line, or where an
 * uploaded ZIP was unpacked). A name never leads outside the folder; the content decides whether a
 * file is a picture, and the store decodes it fully when it is written.
 */
export class FolderPictures implements PictureSource {
  constructor(
    private readonly root: string | null,
    private readonly store: PictureStore,
  ) {}

  async check(name: string): Promise<Message | null> {
    const path = this.root ? resolveInside(this.root, name) : null;
    if (!path) return MISSING;
    let handle;
    try {
      handle = await open(path, 'r');
    } catch {
      return MISSING;
    }
    try {
      const stat = await handle.stat();
      if (!stat.isFile()) return MISSING;
      if (stat.size > PICTURE_MAX_BYTES) return PICTURE_TOO_LARGE;
      const head = Buffer.alloc(16);
      await handle.read(head, 0, 16, 0);
      return sniffPictureKind(head) ? null : NOT_A_PICTURE;
    } finally {
      await handle.close();
    }
  }

  ingest(name: string): Promise<StoredPicture> {
    const path = this.root ? resolveInside(this.root, name) : null;
    if (!path) throw new Error(`picture ${name} is not in the images folder`);
    return this.store.ingestFile(path);
  }
}
