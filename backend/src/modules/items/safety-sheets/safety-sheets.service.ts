import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { FILE_STORAGE, type FileStorage } from '../../../files/file-storage';
import { LocalizedException } from '../../../http/localized-exception';
import { SharedCaches } from '../../../cache/shared-caches';
import { SdsRejected, SdsStore, sdsUrl } from './sds-store';
import type { SdsLanguage } from './shown-sheets';

/** A sheet for this product only, or for every product of its product type. */
export type SdsScope = 'product' | 'type';

export const NO_SUCH_PRODUCT = { zh: '没有这个产品', en: 'No such product' };
export const NO_SUCH_SDS = { zh: '没有这份安全技术说明书', en: 'No such safety data sheet' };

/** One stored sheet as staff see it. */
export interface StaffSds {
  language: SdsLanguage;
  name: string;
  url: string;
}

/** Staff keep safety data sheets (PDF, zh and en) per product or per product type (issue 35). */
@Injectable()
export class SafetySheetsService {
  readonly store: SdsStore;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(FILE_STORAGE) storage: FileStorage,
    private readonly caches: SharedCaches,
  ) {
    this.store = new SdsStore(storage);
  }

  /** The product's own sheets and its type's, as the editor's panel lists them. */
  async list(pid: number): Promise<{ producttype: string; product: StaffSds[]; type: StaffSds[] }> {
    const productType = await this.productType(pid);
    const rows: { product_id: number | null; language: SdsLanguage; file: string; name: string }[] = await this.dataSource.query(
      `SELECT product_id, language, file, name FROM safety_data_sheets WHERE product_id = $1 OR product_type = $2 ORDER BY language DESC`,
      [pid, productType],
    );
    const shown = (r: (typeof rows)[number]): StaffSds => ({ language: r.language, name: r.name, url: sdsUrl(r.file) });
    return { producttype: productType, product: rows.filter((r) => r.product_id !== null).map(shown), type: rows.filter((r) => r.product_id === null).map(shown) };
  }

  /** Stores the sheet (PDF by its content) and puts it in place of the scope's sheet of that language. */
  async put(pid: number, scope: SdsScope, language: SdsLanguage, bytes: Buffer, name: string): Promise<void> {
    const productType = await this.productType(pid);
    let file: string;
    try {
      file = await this.store.ingest(bytes);
    } catch (error) {
      if (!(error instanceof SdsRejected)) throw error;
      throw new LocalizedException(error.text, error.reason === 'too-large' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.UNSUPPORTED_MEDIA_TYPE, { field: 'sds' });
    }
    await this.dataSource.transaction(async (manager) => {
      if (scope === 'product') await manager.query('DELETE FROM safety_data_sheets WHERE product_id = $1 AND language = $2', [pid, language]);
      else await manager.query('DELETE FROM safety_data_sheets WHERE product_type = $1 AND language = $2', [productType, language]);
      await manager.query('INSERT INTO safety_data_sheets (product_id, product_type, language, file, name) VALUES ($1, $2, $3, $4, $5)', [
        scope === 'product' ? pid : null,
        scope === 'type' ? productType : null,
        language,
        file,
        name,
      ]);
    });
    await this.caches.changed();
  }

  async remove(pid: number, scope: SdsScope, language: SdsLanguage): Promise<void> {
    const productType = await this.productType(pid);
    // A DELETE answers [rows, count].
    const [removed]: [unknown[], number] =
      scope === 'product'
        ? await this.dataSource.query('DELETE FROM safety_data_sheets WHERE product_id = $1 AND language = $2 RETURNING id', [pid, language])
        : await this.dataSource.query('DELETE FROM safety_data_sheets WHERE product_type = $1 AND language = $2 RETURNING id', [productType, language]);
    if (!removed?.length) throw new LocalizedException(NO_SUCH_SDS, HttpStatus.NOT_FOUND);
    await this.caches.changed();
  }

  /** The name a stored sheet downloads under, while a product or type still names it; null otherwise. */
  async named(file: string): Promise<string | null> {
    const [row] = await this.dataSource.query('SELECT name FROM safety_data_sheets WHERE file = $1 ORDER BY id LIMIT 1', [file]);
    return row ? (row.name as string) || 'safety-data-sheet.pdf' : null;
  }

  private async productType(pid: number): Promise<string> {
    const [row] = await this.dataSource.query('SELECT product_type FROM products WHERE id = $1', [pid]);
    if (!row) throw new LocalizedException(NO_SUCH_PRODUCT, HttpStatus.NOT_FOUND);
    return row.product_type as string;
  }
}
