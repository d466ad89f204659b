import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SharedCaches } from '../../../cache/shared-caches';
import { emptyLists, VocabularyLookup } from '@shop/contract';
import { readLists } from './vocabulary-rows.sql';

/**
 * This process's copy of the vocabularies, kept in memory (every check, label and typed search word
 * reads them synchronously) and read again from `vocabulary_values` after any change in any process
 * (SharedCaches). Apart from VocabularyService so the catalogue's search can read it: the service's
 * changes depend on the catalogue, the search must not depend on them.
 */
@Injectable()
export class LoadedVocabularies implements OnModuleInit {
  private current: VocabularyLookup = new VocabularyLookup(emptyLists());
  private reading: Promise<VocabularyLookup> | null = null;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly shared: SharedCaches,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.fresh();
    // Until the new lists are read the old ones answer: a value added a moment ago is at worst refused once.
    this.shared.onDrop(() => void this.fresh().catch(() => undefined));
  }

  /** The lists as this process last read them. */
  get lookup(): VocabularyLookup {
    return this.current;
  }

  /** The lists read now (an import starts from them: a value staff added a moment ago counts). */
  fresh(): Promise<VocabularyLookup> {
    this.reading ??= readLists((sql, p) => this.dataSource.query(sql, p))
      .then((lists) => (this.current = new VocabularyLookup(lists)))
      .finally(() => (this.reading = null));
    return this.reading;
  }
}
