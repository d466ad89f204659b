import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { LocalizedText } from '@shop/contract';
import { LocalizedException } from '../../../http/localized-exception';
import { CoaRejected, CoaStore } from './coa-store';
import type { LotFields } from './lot-form';
import { ProductLot } from './product-lot.entity';

export const NO_SUCH_PRODUCT = { zh: '没有这个产品', en: 'No such product' };
export const NO_SUCH_LOT = { zh: '该产品没有这个批号', en: 'The product has no such lot' };
export const LOT_TAKEN = (lot: string): LocalizedText => ({ zh: `该产品已有批号“${lot}”`, en: `The product already has lot "${lot}"` });
export const SHIPPED_LOT_KEPT = {
  zh: '该批号已随订单发货，是订单记录的一部分，不能删除',
  en: 'This lot was shipped with an order and is part of its record; it cannot be deleted',
};
export const SHIPPED_LOT_NUMBER_KEPT = {
  zh: '该批号已随订单发货，批号不能再修改（有效期和分析证书仍可修改）',
  en: 'This lot was shipped with an order, so its number cannot change (its expiry date and certificate still can)',
};

/** What staff send with a lot: its fields and, optionally, a certificate or the wish to drop it. */
export interface LotChange {
  fields: LotFields;
  coa?: { bytes: Buffer; name: string };
  removeCoa?: boolean;
}

export interface StoredLot {
  lot: ProductLot;
  /** How many order lines name the lot (then it cannot be deleted). */
  shipped: number;
}

const pgCode = (error: unknown) => (error instanceof QueryFailedError ? (error.driverError as { code?: string }).code : undefined);

/** A product's lots, kept by staff; a lot an order was shipped from stays. */
@Injectable()
export class LotsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly certificates: CoaStore,
  ) {}

  async list(pid: number): Promise<StoredLot[]> {
    await this.productMustExist(pid);
    const lots = await this.dataSource.getRepository(ProductLot).find({ where: { productId: pid }, order: { expiresOn: 'DESC', id: 'DESC' } });
    const counts = await this.shippedCounts(lots.map((l) => l.id));
    return lots.map((lot) => ({ lot, shipped: counts.get(lot.id) ?? 0 }));
  }

  async add(pid: number, change: LotChange): Promise<StoredLot> {
    await this.productMustExist(pid);
    const coa = change.coa ? { file: await this.store(change.coa.bytes), name: change.coa.name } : null;
    return this.writing(change.fields, async (manager) => {
      await this.numberMustBeFree(manager, pid, change.fields.lotNumber, null);
      const lot = manager.getRepository(ProductLot).create({
        productId: pid,
        lotNumber: change.fields.lotNumber,
        expiresOn: change.fields.expiresOn,
        coaFile: coa?.file ?? null,
        coaName: coa?.name ?? '',
      });
      return { lot: await manager.getRepository(ProductLot).save(lot), shipped: 0 };
    });
  }

  async edit(pid: number, lotId: number, change: LotChange): Promise<StoredLot> {
    await this.productMustExist(pid);
    const coa = change.coa ? { file: await this.store(change.coa.bytes), name: change.coa.name } : null;
    return this.writing(change.fields, async (manager) => {
      // Locked: an order being shipped from this lot at the same moment waits for the change.
      const lot = await manager.getRepository(ProductLot).findOne({ where: { id: lotId, productId: pid }, lock: { mode: 'pessimistic_write' } });
      if (!lot) throw new LocalizedException(NO_SUCH_LOT, HttpStatus.NOT_FOUND);
      const shipped = (await this.shippedCounts([lot.id], manager)).get(lot.id) ?? 0;
      if (lot.lotNumber !== change.fields.lotNumber) {
        if (shipped > 0) throw new LocalizedException(SHIPPED_LOT_NUMBER_KEPT, HttpStatus.CONFLICT);
        await this.numberMustBeFree(manager, pid, change.fields.lotNumber, lot.id);
      }
      lot.lotNumber = change.fields.lotNumber;
      lot.expiresOn = change.fields.expiresOn;
      if (coa) [lot.coaFile, lot.coaName] = [coa.file, coa.name];
      else if (change.removeCoa) [lot.coaFile, lot.coaName] = [null, ''];
      return { lot: await manager.getRepository(ProductLot).save(lot), shipped };
    });
  }

  async remove(pid: number, lotId: number): Promise<void> {
    await this.productMustExist(pid);
    try {
      await this.dataSource.transaction(async (manager) => {
        const lot = await manager.getRepository(ProductLot).findOne({ where: { id: lotId, productId: pid }, lock: { mode: 'pessimistic_write' } });
        if (!lot) throw new LocalizedException(NO_SUCH_LOT, HttpStatus.NOT_FOUND);
        if (((await this.shippedCounts([lot.id], manager)).get(lot.id) ?? 0) > 0) throw new LocalizedException(SHIPPED_LOT_KEPT, HttpStatus.CONFLICT);
        await manager.getRepository(ProductLot).delete(lot.id);
      });
    } catch (error) {
      // The foreign key (ON DELETE RESTRICT) is the last word should an order name the lot after all.
      if (pgCode(error) === '23503') throw new LocalizedException(SHIPPED_LOT_KEPT, HttpStatus.CONFLICT);
      throw error;
    }
  }

  private async writing(fields: LotFields, work: (manager: EntityManager) => Promise<StoredLot>): Promise<StoredLot> {
    try {
      return await this.dataSource.transaction(work);
    } catch (error) {
      // Two staff adding the same number at once: the unique key decides, the loser hears why.
      if (pgCode(error) === '23505') throw new LocalizedException(LOT_TAKEN(fields.lotNumber), HttpStatus.CONFLICT, { field: 'lot_number' });
      throw error;
    }
  }

  /** Lot numbers are compared without case: L2026-01 and l2026-01 would be the same lot to a reader. */
  private async numberMustBeFree(manager: EntityManager, pid: number, lotNumber: string, except: number | null): Promise<void> {
    const taken = await manager.query(`SELECT 1 FROM product_lots WHERE product_id = $1 AND lower(lot_number) = lower($2) AND id <> $3`, [pid, lotNumber, except ?? 0]);
    if (taken.length > 0) throw new LocalizedException(LOT_TAKEN(lotNumber), HttpStatus.CONFLICT, { field: 'lot_number' });
  }

  private async store(bytes: Buffer): Promise<string> {
    try {
      return await this.certificates.ingest(bytes);
    } catch (error) {
      if (!(error instanceof CoaRejected)) throw error;
      throw new LocalizedException(error.text, error.reason === 'too-large' ? HttpStatus.PAYLOAD_TOO_LARGE : HttpStatus.UNSUPPORTED_MEDIA_TYPE, { field: 'coa' });
    }
  }

  private async productMustExist(pid: number): Promise<void> {
    const found = await this.dataSource.query('SELECT 1 FROM products WHERE id = $1', [pid]);
    if (found.length === 0) throw new LocalizedException(NO_SUCH_PRODUCT, HttpStatus.NOT_FOUND);
  }

  private async shippedCounts(lotIds: number[], manager: EntityManager = this.dataSource.manager): Promise<Map<number, number>> {
    if (lotIds.length === 0) return new Map();
    const rows: Array<{ lot_id: number; n: number }> = await manager.query(
      `SELECT lot_id, count(*)::int AS n FROM order_lines WHERE lot_id = ANY($1::int[]) GROUP BY lot_id`,
      [lotIds],
    );
    return new Map(rows.map((r) => [r.lot_id, r.n]));
  }
}
