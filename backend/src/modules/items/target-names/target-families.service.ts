import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { TargetFamiliesAnswer, TargetFamilyRow } from '@shop/contract';
import { SharedCaches } from '../../../cache/shared-caches';
import { LocalizedException } from '../../../http/localized-exception';
import { LoadedTargetNames } from './loaded-target-names';
import { TARGET_NAME_MESSAGES as M } from './target-name-messages';
import type { TargetFamily } from './target-name-table';

/**
 * Staff keep the families search reads (issue 49, on /admin/catalogue/targetnames): the shipped members stay as
 * shipped; staff add a target the table knows to a family (listed after the shipped ones) and remove their own.
 */
@Injectable()
export class TargetFamiliesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly loaded: LoadedTargetNames,
    private readonly shared: SharedCaches,
  ) {}

  async list(): Promise<TargetFamiliesAnswer> {
    const table = await this.loaded.fresh();
    return { data: table.families().map(row) };
  }

  async add(familyKey: string, symbolTyped: string): Promise<TargetFamilyRow> {
    const table = await this.loaded.fresh();
    const family = table.family(familyKey.trim());
    if (!family) throw new LocalizedException(M.unknownFamily, HttpStatus.NOT_FOUND);
    const symbol = symbolTyped.normalize('NFKC').trim().replace(/\s+/g, ' ');
    const entry = table.get(symbol);
    if (!entry) throw new LocalizedException(M.unknownSymbol(symbol), HttpStatus.BAD_REQUEST);
    if (family.members.includes(entry.symbol)) throw new LocalizedException(M.memberTaken(entry.symbol), HttpStatus.CONFLICT);
    const inserted = await this.dataSource.query(
      'INSERT INTO target_family_additions (family, symbol) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
      [family.key, entry.symbol],
    );
    if (inserted.length === 0) throw new LocalizedException(M.memberTaken(entry.symbol), HttpStatus.CONFLICT);
    return this.rowAfterChange(family.key);
  }

  async remove(id: number): Promise<TargetFamilyRow> {
    const [removed]: { family: string }[][] = await this.dataSource.query('DELETE FROM target_family_additions WHERE id = $1 RETURNING family', [id]);
    if (!removed?.[0]) throw new LocalizedException(M.unknownMember, HttpStatus.NOT_FOUND);
    return this.rowAfterChange(removed[0].family);
  }

  /** Every instance reads the families again (SharedCaches), this one before it answers. */
  private async rowAfterChange(key: string): Promise<TargetFamilyRow> {
    await this.shared.changed();
    const family = (await this.loaded.fresh()).family(key);
    return family ? row(family) : { key, zh: [], en: [], members: [] };
  }
}

function row(family: TargetFamily): TargetFamilyRow {
  const added = new Map(family.added.map((a) => [a.symbol.toUpperCase(), a.id]));
  return {
    key: family.key,
    zh: [...family.zh],
    en: [...family.en],
    members: family.members.map((symbol) => ({ symbol, ...(added.has(symbol.toUpperCase()) ? { id: added.get(symbol.toUpperCase()) } : {}) })),
  };
}
