import { HttpStatus } from '@nestjs/common';
import * as yauzl from 'yauzl';
import { SheetError } from './sheet-error';
import { SHEET_LIMITS } from './sheet-limits';

/**
 * The parts of an XLSX file (a ZIP), read through its central directory so that any part can be opened in any
 * order: the workbook, shared strings and styles first, then the worksheet, streamed.
 */
export class XlsxPackage {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    /** By lower-case name: part names are case-insensitive in OOXML. */
    private readonly parts: Map<string, yauzl.Entry>,
  ) {}

  static async open(path: string): Promise<XlsxPackage> {
    // validateEntrySizes: a part inflating to more than its declared size fails, so declared sizes can be trusted.
    const zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
    try {
      if (zip.entryCount > SHEET_LIMITS.maxXlsxParts) throw new Error(`${zip.entryCount} parts in the package`);
      const parts = new Map<string, yauzl.Entry>();
      for await (const entry of zip.eachEntry()) parts.set(entry.fileName.toLowerCase(), entry);
      return new XlsxPackage(zip, parts);
    } catch (error) {
      zip.close();
      throw error;
    }
  }

  has(part: string): boolean {
    return this.parts.has(part.toLowerCase());
  }

  /** The part's text, chunk by chunk. Refuses a part that unpacks to more than maxBytes before inflating it. */
  async *text(part: string, maxBytes: number): AsyncGenerator<string> {
    const entry = this.parts.get(part.toLowerCase());
    if (!entry) throw new Error(`Missing part ${part}`);
    if (entry.uncompressedSize > maxBytes) throw partTooLarge(maxBytes);
    const stream = await this.zip.openReadStreamPromise(entry);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        const text = decoder.decode(chunk, { stream: true });
        if (text) yield text;
      }
      const tail = decoder.decode();
      if (tail) yield tail;
    } finally {
      stream.destroy();
    }
  }

  close(): void {
    this.zip.close();
  }
}

function partTooLarge(maxBytes: number): SheetError {
  const mb = Math.round(maxBytes / 1024 / 1024);
  return new SheetError(
    {
      zh: `这个 Excel 文件解压后有一部分超过 ${mb} MB，无法读取。请拆分成几个文件，或另存为 CSV UTF-8。`,
      en: `Part of this Excel file unpacks to more than ${mb} MB and cannot be read. Split it into several files or save it as CSV UTF-8.`,
    },
    { status: HttpStatus.PAYLOAD_TOO_LARGE },
  );
}
