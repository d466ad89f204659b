import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SharedCaches } from '../../../cache/shared-caches';
import { SEARCH_INDEX, SearchIndex } from '../search-index';
import { BatchOutcome, CatalogueWriter, ProductChange } from './catalogue-writer';

export interface SaveOutcome extends BatchOutcome {
  /** Products whose related list was (re)linked. */
  linked: number[];
}

/**
 * Every change to the catalogue passes here: written in one transaction by the catalogue writer, then published
 * as changed to every process (SharedCaches: what keeps products' answers — the read side's caches, prepared
 * answers, rendered pages, the engine's facet memory — listens there and forgets them, in this instance at once and
 * in the others within a second), and the search index follows through the index queue (one job for the whole
 * change, however many products it touched). The door never names the read side: it publishes, the read side listens.
 */
@Injectable()
export class CatalogueChangesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SEARCH_INDEX) private readonly searchIndex: SearchIndex,
    private readonly caches: SharedCaches,
  ) {}

  /** A few products (the staff editor, tests): written, linked and indexed. */
  async save(changes: ProductChange[]): Promise<SaveOutcome> {
    const outcome = await this.transaction(async (writer) => {
      const written = await writer.write(changes);
      return { ...written, linked: await writer.finish() };
    });
    await this.changed([...outcome.created, ...outcome.updated, ...outcome.linked]);
    return outcome;
  }

  /** Runs `work` with a writer in one transaction; the caller reports the changed ids to `changed`. */
  transaction<T>(work: (writer: CatalogueWriter, manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction((manager) => work(new CatalogueWriter(manager), manager));
  }

  /** After a commit: "products changed" published to every process, and one index job brings search up to date. */
  async changed(productIds: number[]): Promise<string | null> {
    if (productIds.length === 0) return null;
    await this.caches.changed();
    return this.searchIndex.productsChanged(productIds);
  }
}
