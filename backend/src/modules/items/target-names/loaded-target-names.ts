import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SharedCaches } from '../../../cache/shared-caches';
import { SHIPPED_TARGET_FAMILIES, SHIPPED_TARGET_NAMES } from './shipped-target-names';
import { AddedFamilyMember, AddedTargetName, TargetNameTable } from './target-name-table';

/**
 * This process's copy of the target names (issue 30): the shipped table with the names staff
 * added, in memory (every search reads it synchronously) and read again after any change in any
 * process (SharedCaches), like LoadedVocabularies: a name staff add is searchable on every
 * instance within a second.
 */
@Injectable()
export class LoadedTargetNames implements OnModuleInit {
  private current = new TargetNameTable(SHIPPED_TARGET_NAMES, [], SHIPPED_TARGET_FAMILIES, []);
  private reading: Promise<TargetNameTable> | null = null;
  /** The additions the current table was made with, as read. */
  private read = '[[],[]]';

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shared: SharedCaches,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.fresh();
    this.shared.onDrop(() => void this.fresh().catch(() => undefined));
  }

  /** The table as this process last read it. */
  get table(): TargetNameTable {
    return this.current;
  }

  fresh(): Promise<TargetNameTable> {
    this.reading ??= Promise.all([
      this.dataSource.query('SELECT id, symbol, name FROM target_name_additions ORDER BY id') as Promise<AddedTargetName[]>,
      this.dataSource.query('SELECT id, family, symbol FROM target_family_additions ORDER BY id') as Promise<AddedFamilyMember[]>,
    ])
      .then(([rows, members]) => {
        // Most changes are the catalogue's, not the names': the same table (and the words made from it) stays.
        const read = JSON.stringify([rows, members]);
        if (read !== this.read) this.current = new TargetNameTable(SHIPPED_TARGET_NAMES, rows, SHIPPED_TARGET_FAMILIES, members);
        this.read = read;
        return this.current;
      })
      .finally(() => (this.reading = null));
    return this.reading;
  }
}
