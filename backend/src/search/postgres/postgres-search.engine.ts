import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { SearchEngine } from '../search-engine';

@Injectable()
export class PostgresSearchEngine implements SearchEngine {
  readonly name = 'postgres' as const;

  constructor(private readonly dataSource: DataSource) {}

  async ping(): Promise<void> {
    await this.dataSource.query('SELECT 1');
  }
}
