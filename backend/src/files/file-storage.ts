import type { Readable } from 'node:stream';

/** A stored file opened for sending: its bytes as a stream and their number. */
export interface OpenedFile {
  stream: Readable;
  length: number;
}

/**
 * Where uploaded files live — product pictures, certificates of analysis, review, promotion and
 * carousel pictures — so that every API instance reads what any other stored. Keys are relative
 * paths of safe segments (`products/original/<hash>.png`, `coa/<hash>.pdf`, `reviews/<name>.jpg`).
 * Two drivers: a folder every instance mounts (UPLOAD_DIR) and S3-compatible object storage (STORAGE_URL).
 */
export interface FileStorage {
  /** For logs and messages: `folder /data/uploads`, `s3 http://minio:9000/shop`. */
  readonly describe: string;
  /** Stores the bytes under the key; a reader sees the old file or the whole new one, never half of one. */
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /** Stores a local file's bytes under the key without reading them into memory (a sheet may be 300 MB); same guarantee. */
  putFile(key: string, path: string, contentType?: string): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** The file as a stream with its length, or null when nothing is stored under the key. */
  stream(key: string): Promise<OpenedFile | null>;
  /** Removes the file; nothing stored under the key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Removes every file under `key/` and the folder itself (a folder holds nothing after this, not
   * even an empty directory); nothing stored there is not an error.
   */
  deleteFolder(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

/** Segments of letters, digits, dash, underscore and dots (never `.` or `..` alone), joined by `/`. */
const SAFE_KEY = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}(?:\/[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}){0,7}$/;

/** Throws on a key that could name anything outside the store (an absolute path, `..`, a backslash). */
export function checkedKey(key: string): string {
  if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  return key;
}
