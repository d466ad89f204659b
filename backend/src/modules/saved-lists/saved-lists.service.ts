import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ListToBasketAnswer, SavedList, SavedListDetail, SavedListRow } from '@shop/contract';
import { DataSource, EntityManager } from 'typeorm';
import { fieldRefused, formText } from '../../http/form-text';
import { LocalizedException } from '../../http/localized-exception';
import type { Language } from '../../http/request-language';
import { BasketService, DISCONTINUED } from '../cart/basket.service';
import { yuan } from '../items/reading/product-response';

export const MAX_LISTS = 100;
export const MAX_ROWS_PER_LIST = 1000;

export const NO_SUCH_LIST = { zh: '该清单不存在', en: 'This list does not exist' };
export const NO_SUCH_PRODUCT = { zh: '该产品或规格不存在', en: 'This product or size does not exist' };
export const LIST_NAME_TAKEN = { zh: '已有同名清单', en: 'You already have a list with this name' };
export const TOO_MANY_LISTS = { zh: `最多保存 ${MAX_LISTS} 个清单`, en: `You can keep at most ${MAX_LISTS} lists` };
export const LIST_FULL = { zh: `每个清单最多 ${MAX_ROWS_PER_LIST} 个产品`, en: `A list holds at most ${MAX_ROWS_PER_LIST} products` };
export const FAVOURITES_STAY = { zh: '"我的收藏"不能删除或改名', en: 'Favourites cannot be deleted or renamed' };
export const NOTHING_CHOSEN = { zh: '请选择清单中的产品', en: 'Choose products of the list' };

const LIST_NAME = { field: 'name', label: { zh: '清单名称', en: 'list name' }, maxLength: 100, required: true };

const LISTS = `
  SELECT l.id AS listid, l.name, CASE WHEN l.is_favourites THEN 1 ELSE 0 END AS favourites,
         (SELECT count(*)::int FROM saved_list_rows r WHERE r.list_id = l.id) AS count
  FROM saved_lists l`;

/** A list row joined with the catalogue: today's name, size and price. */
const ROWS = `
  SELECT r.id AS rowid, r.product_id AS pid, r.price_option AS priceid, p.product_name AS productname,
         p.catalogue_number AS catno, COALESCE(x.size, '') AS specs, COALESCE(x.price_fen, 0) AS fen,
         p.status = 'discontinued' AS discontinued
  FROM saved_list_rows r
  JOIN products p ON p.id = r.product_id
  LEFT JOIN product_prices x ON x.product_id = r.product_id AND x.option = r.price_option`;

type RowRecord = Omit<SavedListRow, 'price'> & { fen: number };

const shownRow = ({ fen, ...row }: RowRecord): SavedListRow => ({ ...row, price: yuan(fen) });

/**
 * A researcher's saved product lists (issue 31): "我的收藏" (favourites, one per account, made when
 * first needed) and named lists per project. Every call names its owner: another user's list is
 * never found (404) and nothing of it changes.
 */
@Injectable()
export class SavedListsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly basket: BasketService,
  ) {}

  /** The favourites first, then the named lists by name. */
  async lists(userId: number): Promise<SavedList[]> {
    await this.favouritesId(userId, this.dataSource.manager);
    return this.dataSource.query(`${LISTS} WHERE l.user_id = $1 ORDER BY l.is_favourites DESC, lower(l.name), l.id`, [userId]);
  }

  async list(userId: number, listId: number): Promise<SavedListDetail> {
    const [list] = await this.dataSource.query(`${LISTS} WHERE l.user_id = $1 AND l.id = $2`, [userId, listId]);
    if (!list) throw new LocalizedException(NO_SUCH_LIST, HttpStatus.NOT_FOUND);
    const rows: RowRecord[] = await this.dataSource.query(`${ROWS} WHERE r.list_id = $1 ORDER BY r.id`, [listId]);
    return { list, rows: rows.map(shownRow) };
  }

  async create(userId: number, rawName: string | undefined): Promise<number> {
    const name = formText(rawName, LIST_NAME);
    return this.dataSource.transaction(async (manager) => {
      // The user's row is locked so two quick creates cannot both pass the count.
      await manager.query(`SELECT id FROM users WHERE id = $1 FOR UPDATE`, [userId]);
      const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM saved_lists WHERE user_id = $1`, [userId]);
      if (n >= MAX_LISTS) throw new LocalizedException(TOO_MANY_LISTS, HttpStatus.BAD_REQUEST);
      const [made] = await manager.query(
        `INSERT INTO saved_lists (user_id, name) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
        [userId, name],
      );
      if (!made) throw fieldRefused('name', LIST_NAME_TAKEN);
      return made.id as number;
    });
  }

  async rename(userId: number, listId: number, rawName: string | undefined): Promise<void> {
    const name = formText(rawName, LIST_NAME);
    const own = await this.ownList(this.dataSource.manager, userId, listId);
    if (own.is_favourites) throw new LocalizedException(FAVOURITES_STAY, HttpStatus.BAD_REQUEST);
    const [clash] = await this.dataSource.query(
      `SELECT 1 FROM saved_lists WHERE user_id = $1 AND id <> $2 AND NOT is_favourites AND lower(name) = lower($3)`,
      [userId, listId, name],
    );
    if (clash) throw fieldRefused('name', LIST_NAME_TAKEN);
    await this.dataSource.query(`UPDATE saved_lists SET name = $3, updated_at = now() WHERE user_id = $1 AND id = $2`, [userId, listId, name]);
  }

  /** A named list and its rows go; the favourites stay (they can be emptied row by row). */
  async remove(userId: number, listId: number): Promise<void> {
    const own = await this.ownList(this.dataSource.manager, userId, listId);
    if (own.is_favourites) throw new LocalizedException(FAVOURITES_STAY, HttpStatus.BAD_REQUEST);
    await this.dataSource.query(`DELETE FROM saved_lists WHERE user_id = $1 AND id = $2`, [userId, listId]);
  }

  /** Saving a product already on the list changes nothing (and is no error). Returns the list's id. */
  /** Without a size (a /hot row) the product's first size is saved. */
  async addProduct(userId: number, listId: number | null, productId: number, priceOption: number | null): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const id = listId === null ? await this.favouritesId(userId, manager) : (await this.ownList(manager, userId, listId, true)).id;
      const [size] = await manager.query(
        `SELECT min(option) AS option FROM product_prices WHERE product_id = $1 AND ($2::smallint IS NULL OR option = $2) HAVING count(*) > 0`,
        [productId, priceOption],
      );
      if (!size) throw new LocalizedException(NO_SUCH_PRODUCT, HttpStatus.BAD_REQUEST);
      const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM saved_list_rows WHERE list_id = $1`, [id]);
      if (n >= MAX_ROWS_PER_LIST) throw new LocalizedException(LIST_FULL, HttpStatus.BAD_REQUEST);
      await manager.query(
        `INSERT INTO saved_list_rows (list_id, product_id, price_option) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
        [id, productId, size.option],
      );
      await manager.query(`UPDATE saved_lists SET updated_at = now() WHERE id = $1`, [id]);
      return id;
    });
  }

  /** Rows of another list (or of nobody) are not touched; the count removed is returned. */
  async removeRows(userId: number, listId: number, rowIds: number[]): Promise<number> {
    if (rowIds.length === 0) throw new LocalizedException(NOTHING_CHOSEN, HttpStatus.BAD_REQUEST);
    return this.dataSource.transaction(async (manager) => {
      await this.ownList(manager, userId, listId, true);
      const [, removed] = await manager.query(`DELETE FROM saved_list_rows WHERE list_id = $1 AND id = ANY($2::int[])`, [listId, rowIds]);
      return removed as number;
    });
  }

  /**
   * The whole list, or the rows chosen, into the basket (one of each size, added to what the basket
   * holds) in one transaction; a discontinued or no longer sold size is left out with the reason.
   */
  async toBasket(userId: number, listId: number, rowIds: number[], language: Language): Promise<ListToBasketAnswer> {
    return this.dataSource.transaction(async (manager) => {
      await this.ownList(manager, userId, listId);
      const chosen = rowIds.length > 0 ? ` AND r.id = ANY($2::int[])` : '';
      const rows: RowRecord[] = await manager.query(`${ROWS} WHERE r.list_id = $1${chosen} ORDER BY r.id`, rowIds.length > 0 ? [listId, rowIds] : [listId]);
      if (rows.length === 0) throw new LocalizedException(NOTHING_CHOSEN, HttpStatus.BAD_REQUEST);
      const answer: ListToBasketAnswer = { added: [], skipped: [] };
      for (const row of rows) {
        try {
          if (row.discontinued) throw new LocalizedException(DISCONTINUED, HttpStatus.CONFLICT);
          // The basket's own rule (sizes, the 9999 cap) decides; its refusals run no failing SQL, so the transaction goes on.
          await this.basket.add(userId, row.pid, row.priceid, 1, manager);
          answer.added.push(row.rowid);
        } catch (error) {
          if (!(error instanceof LocalizedException)) throw error;
          answer.skipped.push({ rowid: row.rowid, catno: row.catno, message: error.text[language] });
        }
      }
      return answer;
    });
  }

  /** The list's products in its order, for the download; 404 for a list that is not the user's. */
  async productIds(userId: number, listId: number): Promise<{ name: string; favourites: boolean; ids: number[] }> {
    const own = await this.ownList(this.dataSource.manager, userId, listId);
    const rows: { product_id: number }[] = await this.dataSource.query(
      `SELECT product_id FROM saved_list_rows WHERE list_id = $1 GROUP BY product_id ORDER BY min(id)`,
      [listId],
    );
    return { name: own.name, favourites: own.is_favourites, ids: rows.map((r) => r.product_id) };
  }

  private async ownList(manager: EntityManager, userId: number, listId: number, lock = false) {
    const [own] = await manager.query(
      `SELECT id, name, is_favourites FROM saved_lists WHERE user_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
      [userId, listId],
    );
    if (!own) throw new LocalizedException(NO_SUCH_LIST, HttpStatus.NOT_FOUND);
    return own as { id: number; name: string; is_favourites: boolean };
  }

  private async favouritesId(userId: number, manager: EntityManager): Promise<number> {
    await manager.query(`INSERT INTO saved_lists (user_id, name, is_favourites) VALUES ($1, '', true) ON CONFLICT DO NOTHING`, [userId]);
    const [row] = await manager.query(`SELECT id FROM saved_lists WHERE user_id = $1 AND is_favourites`, [userId]);
    return row.id as number;
  }
}
