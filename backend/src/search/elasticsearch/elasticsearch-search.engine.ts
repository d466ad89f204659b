import { Injectable, OnApplicationShutdown } from '@nestjs/common';
import type { Client } from '@elastic/elasticsearch';
import type { SearchEngine } from '../search-engine';

@Injectable()
export class ElasticsearchSearchEngine implements SearchEngine, OnApplicationShutdown {
  readonly name = 'elasticsearch' as const;

  constructor(
    private readonly client: Client,
    readonly indexAlias: string,
  ) {}

  async ping(): Promise<void> {
    await this.client.ping();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}
