import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogueChangesService } from '../catalogue-changes/catalogue-changes.service';
import { refreshResearchColumns } from './research-columns.sql';

/**
 * Evidence that changes outside the catalogue writer — a review approved or withdrawn — reaches the
 * product's evidence filter, its detail page and the search index through here.
 */
@Injectable()
export class ResearchEvidenceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly changes: CatalogueChangesService,
  ) {}

  async reviewsChanged(productId: number): Promise<void> {
    await refreshResearchColumns((sql, parameters) => this.dataSource.query(sql, parameters), [productId]);
    await this.changes.changed([productId]);
  }
}
