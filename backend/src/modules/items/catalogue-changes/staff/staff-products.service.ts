import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  FIELD_BY_WIRE,
  figureProblems,
  type LocalizedText,
  type ProductListQuery,
  type ProductStatus,
  type StaffPicture,
  type StaffProduct,
  type StaffProductRow,
} from '@shop/contract';
import { DataSource } from 'typeorm';
import { LocalizedException } from '../../../../http/localized-exception';
import { catalogueKey } from '../../catalogue-key';
import { PictureRejected, PictureStore, pictureUrl } from '../../pictures/picture-store';
import { CatalogueChangesService } from '../catalogue-changes.service';
import { Cells, cellsByColumn, MAX_RELATED, parseProductCells } from '../product-cells';
import type { CellProblem, PictureRecord, ProductPatch } from '../product-record';

import { RECORD_SELECT, StoredRecord, toStoredRecord } from '../product-record.sql';
import { InvalidProduct, NO_SUCH_PRODUCT } from '../product-refusals';
import { VocabularyService } from '../../vocabularies/vocabulary.service';

export const STAFF_PAGE_SIZE = 20;
/** More than a form has fields times a few: a hostile form never gets a list longer than this back. */
export const MAX_FORM_PROBLEMS = 100;

export const NO_SUCH_PICTURE = { zh: '该产品没有这张图片', en: 'The product has no such picture' };
export const CATNO_TAKEN = { zh: '该货号已被另一个产品使用', en: 'Another product already has this catalogue number' };
export const BAD_ORDER = { zh: '图片顺序须列出每张图片的位置各一次，用逗号分隔', en: 'The order must list every picture position once, separated by commas' };
const SELF_REPLACEMENT: LocalizedText = { zh: '产品不能被自己替代', en: 'a product cannot be replaced by itself' };
const UNKNOWN_RELATED = (catno: string): LocalizedText => ({ zh: `目录中没有货号“${catno}”`, en: `no product has catalogue number "${catno}"` });
const NEEDED_FOR_NEW = (column: string): LocalizedText => {
  const label = FIELD_BY_WIRE.get(column)!.label;
  return { zh: `${label.zh}不能为空`, en: `${label.en} is required` };
};

export type { StaffPicture };

/** A row of the staff list's statement. */
interface ListedRow {
  pid: number;
  catno: string;
  productname: string;
  producttype: string;
  status: ProductStatus;
  updated_at: Date;
  file: string | null;
  total: number;
}

/** The staff editor's reads and writes. Every write is a patch through the catalogue writer, like an import row. */
@Injectable()
export class StaffProductsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: CatalogueChangesService,
    private readonly store: PictureStore,
    private readonly vocabularies: VocabularyService,
  ) {}

  async list(q: string, status: ProductListQuery['status'], page: number): Promise<{ total: number; data: StaffProductRow[] }> {
    const text = q.trim();
    const key = catalogueKey(text);
    const rows: ListedRow[] = await this.dataSource.query(
      `SELECT p.id AS pid, p.catalogue_number AS catno, p.product_name AS productname, p.product_type AS producttype,
              p.status, p.updated_at, (SELECT i.file FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS file,
              count(*) OVER ()::int AS total
         FROM products p
        WHERE ($1 = '' OR ($2 <> '' AND p.catalogue_key LIKE $2 || '%') OR p.product_name ILIKE '%' || $3 || '%')
          AND ($4 = 'all' OR p.status = $4)
        ORDER BY p.id DESC LIMIT $5 OFFSET $6`,
      [text, key, text.replace(/[\\%_]/g, (c) => `\\${c}`), status, STAFF_PAGE_SIZE, (page - 1) * STAFF_PAGE_SIZE],
    );
    return {
      total: rows[0]?.total ?? 0,
      data: rows.map((r) => ({
        pid: r.pid,
        catno: r.catno,
        productname: r.productname,
        producttype: r.producttype,
        status: r.status,
        updated_at: r.updated_at.toISOString(),
        picture: r.file ? pictureUrl(String(r.file), 'thumb') : '',
      })),
    };
  }

  async get(pid: number): Promise<StaffProduct> {
    const stored = await this.read(pid);
    const cells = cellsByColumn(stored.record);
    delete cells.images;
    return { pid, status: stored.record.attributes.status as ProductStatus, updated_at: stored.updatedAt.toISOString(), cells, images: pictures(stored.record.images) };
  }

  async create(form: Cells): Promise<number> {
    const { key, patch } = await this.checked(form, null);
    if ((await this.dataSource.query('SELECT 1 FROM products WHERE catalogue_key = $1', [key])).length > 0) {
      throw new LocalizedException(CATNO_TAKEN, HttpStatus.CONFLICT);
    }
    const outcome = await this.changes.save([{ key, patch }]);
    return outcome.created[0];
  }

  async update(pid: number, form: Cells): Promise<{ pid: number; updated_at: string }> {
    const stored = await this.read(pid);
    const { key, patch } = await this.checked(form, stored);
    const newKey = key || stored.key;
    if (newKey !== stored.key) {
      const taken = await this.dataSource.query('SELECT 1 FROM products WHERE catalogue_key = $1 AND id <> $2', [newKey, pid]);
      if (taken.length > 0) throw new LocalizedException(CATNO_TAKEN, HttpStatus.CONFLICT);
    }
    await this.changes.transaction(async (writer, manager) => {
      // A new catalogue number: the product keeps its pid (old links and citations still resolve).
      if (newKey !== stored.key) await manager.query('UPDATE products SET catalogue_number = $2 WHERE id = $1', [pid, patch.attributes.catalogueNumber]);
      await writer.write([{ key: newKey, patch }]);
      await writer.finish();
    });
    await this.changes.changed([pid]);
    return { pid, updated_at: (await this.read(pid)).updatedAt.toISOString() };
  }

  async setStatus(pid: number, status: ProductStatus): Promise<void> {
    const stored = await this.read(pid);
    await this.changes.save([{ key: stored.key, patch: { attributes: { status } } }]);
  }

  /** Adds (position null) or replaces a picture from uploaded bytes. */
  async putPicture(pid: number, position: number | null, bytes: Buffer, name: string, caption?: string, captionEn?: string): Promise<StaffPicture[]> {
    const stored = await this.read(pid);
    const images = [...stored.record.images];
    if (position !== null && !images[position - 1]) throw new LocalizedException(NO_SUCH_PICTURE, HttpStatus.NOT_FOUND);
    const picture = await this.ingest(bytes);
    const others = images.filter((_, i) => i !== (position ?? 0) - 1).map((i) => i.originalName);
    const entry: PictureRecord = {
      file: picture,
      originalName: uniqueName(name, others),
      caption: caption ?? images[(position ?? 0) - 1]?.caption ?? '',
      captionEn: captionEn ?? images[(position ?? 0) - 1]?.captionEn ?? '',
    };
    if (position === null) images.push(entry);
    else images[position - 1] = entry;
    return this.savePictures(stored, images);
  }

  async captionPicture(pid: number, position: number, caption: string, captionEn: string): Promise<StaffPicture[]> {
    const stored = await this.read(pid);
    const images = [...stored.record.images];
    if (!images[position - 1]) throw new LocalizedException(NO_SUCH_PICTURE, HttpStatus.NOT_FOUND);
    images[position - 1] = { ...images[position - 1], caption, captionEn };
    return this.savePictures(stored, images);
  }

  async deletePicture(pid: number, position: number): Promise<StaffPicture[]> {
    const stored = await this.read(pid);
    if (!stored.record.images[position - 1]) throw new LocalizedException(NO_SUCH_PICTURE, HttpStatus.NOT_FOUND);
    return this.savePictures(stored, stored.record.images.filter((_, i) => i !== position - 1));
  }

  async orderPictures(pid: number, order: number[]): Promise<StaffPicture[]> {
    const stored = await this.read(pid);
    const count = stored.record.images.length;
    const valid = order.length === count && new Set(order).size === count && order.every((p) => Number.isInteger(p) && p >= 1 && p <= count);
    if (!valid) throw new LocalizedException(BAD_ORDER, HttpStatus.BAD_REQUEST);
    return this.savePictures(stored, order.map((p) => stored.record.images[p - 1]));
  }

  private async savePictures(stored: StoredRecord, images: PictureRecord[]): Promise<StaffPicture[]> {
    await this.changes.save([{ key: stored.key, patch: { attributes: {} }, pictures: images }]);
    return pictures(images);
  }

  private async ingest(bytes: Buffer): Promise<string> {
    try {
      return (await this.store.ingest(bytes)).file;
    } catch (error) {
      if (!(error instanceof PictureRejected)) throw error;
      const status = error.reason === 'kind' ? HttpStatus.UNSUPPORTED_MEDIA_TYPE : error.reason === 'too-large' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.UNPROCESSABLE_ENTITY;
      throw new LocalizedException(error.messages, status);
    }
  }

  private async read(pid: number): Promise<StoredRecord> {
    const [row] = await this.dataSource.query(`${RECORD_SELECT} WHERE p.id = $1`, [pid]);
    if (!row) throw new LocalizedException(NO_SUCH_PRODUCT, HttpStatus.NOT_FOUND);
    return toStoredRecord(row);
  }

  /** The form's cells as a patch, with the checks a sheet row gets (pictures have their own calls). */
  private async checked(form: Cells, stored: StoredRecord | null): Promise<{ key: string; patch: ProductPatch }> {
    const cells: Cells = {};
    for (const [column, value] of Object.entries(form)) if (FIELD_BY_WIRE.has(column) && column !== 'images' && typeof value === 'string') cells[column] = value;
    const parsed = parseProductCells(cells, { lookup: this.vocabularies.lookup, addedBy: 'none' });
    const problems = [...parsed.problems];
    if (!stored) {
      for (const column of ['catno', 'productname', 'producttype']) if (!cells[column]?.trim()) problems.push({ column, message: NEEDED_FOR_NEW(column) });
    }
    // Over the cap the list is refused as a whole (the parse said so): no lookup for each of its entries.
    const related = parsed.patch.recommend ?? [];
    if (related.length > 0 && related.length <= MAX_RELATED) {
      const rows: { key: string }[] = await this.dataSource.query('SELECT catalogue_key AS key FROM products WHERE catalogue_key = ANY($1::text[])', [related.map(catalogueKey)]);
      const found = new Set(rows.map((r) => r.key));
      for (const catno of related) if (!found.has(catalogueKey(catno))) problems.push({ column: 'recommend', message: UNKNOWN_RELATED(catno) });
    }
    const replacement = parsed.patch.attributes.replacedBy;
    if (replacement) {
      const [found] = await this.dataSource.query('SELECT 1 FROM products WHERE catalogue_key = $1', [catalogueKey(replacement)]);
      if (!found) problems.push({ column: 'replacedby', message: UNKNOWN_RELATED(replacement) });
      else if (catalogueKey(replacement) === parsed.key || (!parsed.key && stored && catalogueKey(replacement) === catalogueKey(stored.record.attributes.catalogueNumber))) {
        problems.push({ column: 'replacedby', message: SELF_REPLACEMENT });
      }
    }
    const names = new Set((stored?.record.images ?? []).map((i) => i.originalName));
    for (const message of figureProblems(parsed.patch.validation ?? [], names)) problems.push({ column: 'validation', message });
    if (problems.length > 0) throw new InvalidProduct(dedupe(problems).slice(0, MAX_FORM_PROBLEMS));
    return { key: parsed.key, patch: parsed.patch };
  }
}

function dedupe(problems: CellProblem[]): CellProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(`${p.column}|${p.message.en}`) && seen.add(`${p.column}|${p.message.en}`));
}

function pictures(images: PictureRecord[]): StaffPicture[] {
  return images.map((image, i) => ({
    position: i + 1,
    file: image.file,
    name: image.originalName,
    thumb: pictureUrl(image.file, 'thumb'),
    detail: pictureUrl(image.file, 'detail'),
    zoom: pictureUrl(image.file, 'zoom'),
    caption: image.caption,
    caption_en: image.captionEn,
  }));
}

/** Names in the sheet's images column must tell a product's pictures apart. */
function uniqueName(name: string, taken: string[]): string {
  const clean = name.replace(/[\\;|,]/g, '_');
  if (!taken.includes(clean)) return clean;
  const dot = clean.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [clean.slice(0, dot), clean.slice(dot)] : [clean, ''];
  for (let n = 2; ; n++) if (!taken.includes(`${stem}-${n}${ext}`)) return `${stem}-${n}${ext}`;
}
