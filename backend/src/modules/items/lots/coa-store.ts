import { join } from 'node:path';
import type { FileStorage, OpenedFile } from '../../../files/file-storage';
import { LocalFolderStorage } from '../../../files/local-folder.storage';
import type { LocalizedText } from '@shop/contract';
import { contentHash } from '../../../files/content-addressed';

/** Certificates are a few pages of text and a logo; 10 MB leaves room for scanned ones. */
export const COA_MAX_BYTES = 10 * 1024 * 1024;

export const NOT_A_PDF: LocalizedText = {
  zh: '分析证书须为 PDF 文件（按文件内容判断）',
  en: 'The certificate of analysis must be a PDF file (judged by the file content)',
};
export const COA_TOO_LARGE: LocalizedText = { zh: '分析证书不能超过 10 MB', en: 'The certificate of analysis must not be larger than 10 MB' };

export class CoaRejected extends Error {
  constructor(
    readonly text: LocalizedText,
    readonly reason: 'kind' | 'too-large',
  ) {
    super(text.en);
  }
}

/** The only names the store hands out or accepts back: 32 hex digits and .pdf, never a path. */
const STORED_NAME = /^[0-9a-f]{32}\.pdf$/;

export function isStoredCoaName(file: string): boolean {
  return STORED_NAME.test(file);
}

/** The lot in the query only chooses the download name: one stored file may serve several lots. */
export function coaUrl(file: string, lotId: number): string {
  return `/api/iteminfo/coa/${file}?lot=${lotId}`;
}

/**
 * A PDF starts with its version header and ends with the end-of-file marker (perhaps followed by
 * line breaks or, from some writers, a little padding); anything else is not served as a PDF.
 */
export function looksLikePdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || !/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1'))) return false;
  return bytes.subarray(Math.max(0, bytes.length - 1024)).includes('%%EOF');
}

/**
 * Certificates of analysis, content-addressed in the shop's file storage under `coa/`: the same PDF
 * uploaded for several lots (or seeded for every demo lot) is stored once. A plain class so the seed
 * can use it: given a folder path, it stores there directly.
 */
export class CoaStore {
  readonly storage: FileStorage;

  constructor(
    target: FileStorage | string,
    private readonly prefix = '',
  ) {
    this.storage = typeof target === 'string' ? new LocalFolderStorage(target) : target;
  }

  async ingest(bytes: Buffer): Promise<string> {
    if (bytes.length > COA_MAX_BYTES) throw new CoaRejected(COA_TOO_LARGE, 'too-large');
    if (!looksLikePdf(bytes)) throw new CoaRejected(NOT_A_PDF, 'kind');
    const file = `${contentHash(bytes)}.pdf`;
    const key = `${this.prefix}${file}`;
    if (!(await this.storage.exists(key))) await this.storage.put(key, bytes, 'application/pdf');
    return file;
  }

  /** A stored certificate opened for sending; null for a name the store never hands out, or nothing stored. */
  open(file: string): Promise<OpenedFile | null> {
    return isStoredCoaName(file) ? this.storage.stream(`${this.prefix}${file}`) : Promise.resolve(null);
  }
}

/** Certificates live in the `coa` folder of the upload root (UPLOAD_DIR) or storage. */
export function coaRoot(uploadRoot: string): string {
  return join(uploadRoot, 'coa');
}

export const COA_PREFIX = 'coa/';
