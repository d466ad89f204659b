import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { DataSource } from 'typeorm';
import type { Language } from '../../../http/request-language';
import { createSheetStreamWriter } from '../../../sheets/write-sheet';
import type { VocabularyLookup } from '@shop/contract';
import { EXPORT_LIST_LAYOUT, exportHeader } from './search-export.columns';
import type { ExportFormat } from './search-export.dto';
import { writeProductList } from './search-export';

const CONTENT_TYPE = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const logger = new Logger('ProductListDownload');

export interface ProductListDownload {
  dataSource: DataSource;
  vocabularies: VocabularyLookup;
  publicUrl: string;
  /** The products, in the order the file lists them. */
  ids: readonly number[];
  format: ExportFormat;
  language: Language;
  /** The file's name without the extension ("product-list-20261127-zh"). */
  fileStem: string;
}

/**
 * A researcher's product list as a CSV or XLSX download: the /hot search's "Download list" and a saved
 * list's download (issue 31) write the same columns the same way. Extra headers may be set before.
 */
export async function sendProductList(res: Response, download: ProductListDownload): Promise<void> {
  const { format, language } = download;
  res.setHeader('Content-Type', CONTENT_TYPE[format]);
  // A plain-ASCII name for every client, and a list's Chinese name as RFC 6266's filename* beside it.
  const ascii = download.fileStem.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const utf8 = ascii === download.fileStem ? '' : `; filename*=UTF-8''${encodeURIComponent(download.fileStem)}.${format}`;
  res.setHeader('Content-Disposition', `attachment; filename="${ascii}.${format}"${utf8}`);
  res.setHeader('Content-Language', language);
  res.setHeader('Cache-Control', 'no-store');

  const sheet = createSheetStreamWriter(res, format, exportHeader(language), {
    sheetName: language === 'en' ? 'Products' : '产品列表',
    columns: EXPORT_LIST_LAYOUT,
  });
  try {
    await writeProductList(download.dataSource, download.ids, sheet, language, download.publicUrl, download.vocabularies);
    await sheet.close();
  } catch (error) {
    // The file has begun: the only honest way to fail now is to break it off.
    logger.warn({ err: error }, 'List download broken off');
    res.destroy();
  }
}
