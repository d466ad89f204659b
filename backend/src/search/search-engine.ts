/**
 * The catalogue search contract. Two engines implement it (PostgreSQL, Elasticsearch);
 * SEARCH_ENGINE picks one. The items module depends on this token only.
 */
export const SEARCH_ENGINE = Symbol('SEARCH_ENGINE');

export interface SearchEngine {
  readonly name: 'postgres' | 'elasticsearch';
  /** Resolves when the engine answers; rejects with the reason otherwise. */
  ping(): Promise<void>;
}
