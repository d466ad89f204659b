import type { FileStorage, OpenedFile } from '../../../files/file-storage';
import { contentHash } from '../../../files/content-addressed';
import type { LocalizedText } from '@shop/contract';
import { looksLikePdf } from '../lots/coa-store';

/** A safety data sheet is a dozen pages of text; 20 MB leaves room for scanned ones. */
export const SDS_MAX_BYTES = 20 * 1024 * 1024;

export const SDS_NOT_A_PDF: LocalizedText = {
  zh: '安全技术说明书（SDS）须为 PDF 文件（按文件内容判断）',
  en: 'The safety data sheet (SDS) must be a PDF file (judged by the file content)',
};
export const SDS_TOO_LARGE: LocalizedText = { zh: '安全技术说明书不能超过 20 MB', en: 'The safety data sheet must not be larger than 20 MB' };

export class SdsRejected extends Error {
  constructor(
    readonly text: LocalizedText,
    readonly reason: 'kind' | 'too-large',
  ) {
    super(text.en);
  }
}

/** The only names the store hands out or accepts back: 32 hex digits and .pdf, never a path. */
const STORED_NAME = /^[0-9a-f]{32}\.pdf$/;

export const isStoredSdsName = (file: string): boolean => STORED_NAME.test(file);

/** Where a stored sheet is served; `name` only chooses the download name (one file may serve several products). */
export function sdsUrl(file: string): string {
  return `/api/iteminfo/sds/${file}`;
}

export const SDS_PREFIX = 'sds/';

/**
 * Safety data sheets (issue 35), content-addressed in the shop's file storage (local folder or S3, shared by every
 * instance) under `sds/`, as certificates of analysis are under `coa/`: a sheet uploaded for several products or
 * types is stored once. The content decides: a file that is not a PDF is refused whatever its name says.
 */
export class SdsStore {
  constructor(private readonly storage: FileStorage) {}

  async ingest(bytes: Buffer): Promise<string> {
    if (bytes.length > SDS_MAX_BYTES) throw new SdsRejected(SDS_TOO_LARGE, 'too-large');
    if (!looksLikePdf(bytes)) throw new SdsRejected(SDS_NOT_A_PDF, 'kind');
    const file = `${contentHash(bytes)}.pdf`;
    const key = `${SDS_PREFIX}${file}`;
    if (!(await this.storage.exists(key))) await this.storage.put(key, bytes, 'application/pdf');
    return file;
  }

  open(file: string): Promise<OpenedFile | null> {
    return isStoredSdsName(file) ? this.storage.stream(`${SDS_PREFIX}${file}`) : Promise.resolve(null);
  }
}
