import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TargetNameRow, TargetNamesAnswer } from '@shop/contract';
import { SharedCaches } from '../../../cache/shared-caches';
import { LocalizedException } from '../../../http/localized-exception';
import { segmentKey } from './chinese-variants';
import { LoadedTargetNames } from './loaded-target-names';
import { TARGET_NAME_MESSAGES as M } from './target-name-messages';
import type { TargetEntry } from './target-name-table';
import { LoadedVocabularies } from '../vocabularies/loaded-vocabularies';
import { queryWords } from '../reading/query-vocabulary';

const PAGE = 20;
const SYMBOL = /^[A-Za-z0-9α-ωΑ-Ω][A-Za-z0-9α-ωΑ-Ω\-/.+ ]*$/;

/**
 * Staff keep the target names search reads (/admin/catalogue/targetnames): the shipped table stays
 * as shipped; staff add Chinese names or synonyms to a target (a new symbol too) and remove their own.
 */
@Injectable()
export class TargetNamesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loaded: LoadedTargetNames,
    private readonly vocabularies: LoadedVocabularies,
    private readonly shared: SharedCaches,
  ) {}

  async page(search: string, page: number): Promise<TargetNamesAnswer> {
    const table = await this.loaded.fresh();
    const wanted = segmentKey(search);
    const entries = table
      .entries()
      .filter((e) => !wanted || [e.symbol, ...e.en, ...e.zh, ...e.added.map((a) => a.name)].some((n) => segmentKey(n).includes(wanted)));
    const shown = entries.slice((page - 1) * PAGE, page * PAGE);
    const counts = await this.productCounts(shown.map((e) => e.symbol));
    return { data: shown.map((e) => row(e, counts.get(e.symbol.toLowerCase()) ?? 0)), total: entries.length, page: Math.ceil(entries.length / PAGE) };
  }

  async add(symbolTyped: string, nameTyped: string): Promise<TargetNameRow> {
    const symbol = symbolTyped.normalize('NFKC').trim().replace(/\s+/g, ' ');
    const name = nameTyped.normalize('NFKC').trim().replace(/\s+/g, '');
    if (!SYMBOL.test(symbol)) throw new LocalizedException(M.badSymbol, HttpStatus.BAD_REQUEST);
    if (!/[\u4e00-\u9fff]/.test(name)) throw new LocalizedException(M.notChinese, HttpStatus.BAD_REQUEST);
    if (/[,;|，；、]/.test(name)) throw new LocalizedException(M.badName, HttpStatus.BAD_REQUEST);
    const table = await this.loaded.fresh();
    const owner = table.byChinese(name);
    if (owner) throw new LocalizedException(M.taken(name, owner.symbol), HttpStatus.CONFLICT);
    const grammar = queryWords(this.vocabularies.lookup, table).chinese.get(segmentKey(name));
    if (grammar && grammar.role !== 'target') throw new LocalizedException(M.grammarWord(name), HttpStatus.BAD_REQUEST);
    // A symbol the table knows keeps its spelling (vim → VIM).
    const stored = table.get(symbol)?.symbol ?? symbol;
    const inserted = await this.dataSource
      .query(`INSERT INTO target_name_additions (symbol, name) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`, [stored, name])
      .catch(() => []);
    if (inserted.length === 0) throw new LocalizedException(M.taken(name, stored), HttpStatus.CONFLICT);
    return this.rowAfterChange(stored);
  }

  async remove(id: number): Promise<TargetNameRow> {
    const [removed]: { symbol: string }[][] = await this.dataSource.query('DELETE FROM target_name_additions WHERE id = $1 RETURNING symbol', [id]);
    if (!removed?.[0]) throw new LocalizedException(M.unknownName, HttpStatus.NOT_FOUND);
    return this.rowAfterChange(removed[0].symbol);
  }

  /** Every instance reads the names again (SharedCaches), this one before it answers. */
  private async rowAfterChange(symbol: string): Promise<TargetNameRow> {
    await this.shared.changed();
    const table = await this.loaded.fresh();
    // A target staff added, whose last name went, is no longer in the table: an empty row says so.
    const entry = table.get(symbol) ?? { symbol, en: [], zh: [], added: [] };
    const counts = await this.productCounts([entry.symbol]);
    return row(entry, counts.get(entry.symbol.toLowerCase()) ?? 0);
  }

  private async productCounts(symbols: string[]): Promise<Map<string, number>> {
    if (symbols.length === 0) return new Map();
    const rows: { key: string; n: number }[] = await this.dataSource.query(
      `SELECT lower(gene_name) AS key, count(*)::int AS n FROM products
        WHERE gene_name <> '' AND lower(gene_name) = ANY($1::text[]) AND status = 'active' GROUP BY 1`,
      [symbols.map((s) => s.toLowerCase())],
    );
    return new Map(rows.map((r) => [r.key, r.n]));
  }
}

function row(entry: TargetEntry, products: number): TargetNameRow {
  return { symbol: entry.symbol, en: [...entry.en], zh: [...entry.zh], added: entry.added.map((a) => ({ id: a.id, name: a.name })), products };
}
