import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ATTRIBUTE_FIELDS, type Facet, FACET_FIELDS, FACETS, indexedReactivities } from '@shop/contract';
import { aliasesOf, isPlainTarget, nameTarget, primaryTargetNames, targetNames, targetOf } from '../product-target';
import { indexText } from '../../modules/items/text-normaliser';
import { catalogueKey } from '../../modules/items/catalogue-key';
import { typoWords } from '../typo-correction';
import { splitChineseRuns } from '../chinese-runs';

/** Settings, analyzers and mapping live in infra/elasticsearch so operators can read them without code. */
export const INDEX_DEFINITION_PATH = resolve(__dirname, '../../../../infra/elasticsearch/products.index.json');

export interface IndexDefinition {
  settings: Record<string, unknown>;
  mappings: { properties: Record<string, { type: string }> } & Record<string, unknown>;
}

export function loadIndexDefinition(path = INDEX_DEFINITION_PATH): IndexDefinition {
  return JSON.parse(readFileSync(path, 'utf8')) as IndexDefinition;
}

/** Keyword field per filter: the facet names themselves. */
export const FACET_FIELD = Object.fromEntries(FACETS.map((f) => [f, f])) as Record<Facet, string>;

/** The columns of `products` a search document is made from (only active products are indexed). */
export type ProductSearchSource = { id: number; status: string } & Record<string, string | string[] | number>;

const SOURCE_FIELDS = ATTRIBUTE_FIELDS.filter((f) => f.search || f.facet !== undefined);

/** With the sort keys: the citation count and the creation time in microseconds (as product_search keeps them). */
export const PRODUCT_SEARCH_SOURCE_COLUMNS = [
  'id',
  'status',
  ...SOURCE_FIELDS.map((f) => f.column),
  'predicted_reactivities',
  'citations',
  '(extract(epoch FROM created_at) * 1000000)::float8 AS created_us',
].join(', ');

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Same content as the PostgreSQL engine's search row (search-document.sql.ts), as a document. The
 * text fields copy themselves into `name_text` (level A: the product's names), `fields_text` (A, B,
 * C: not background) and `all_text` (everything), so each rank signal of search/relevance.ts asks
 * one field (see the mapping in infra/elasticsearch/products.index.json).
 */
export function searchDocument(p: ProductSearchSource): Record<string, unknown> {
  const text = (column: string) => String(p[column] ?? '');
  const key = catalogueKey(text('catalogue_number'));
  const facets: Record<string, unknown> = {};
  for (const f of FACET_FIELDS) facets[f.wire] = Array.isArray(p[f.column]) ? p[f.column] : orNull(text(f.column));
  // The reactivity filter's values: tested species, then the predicted ones marked (@shop/contract's products/facets.ts), as product_search has them.
  facets.reactivity = indexedReactivities((p.reactivities as string[] | undefined) ?? [], (p.predicted_reactivities as string[] | undefined) ?? []);
  const named = {
    geneName: text('gene_name'),
    alternativeNames: text('alternative_names'),
    proteinName: text('protein_name'),
    productName: text('product_name'),
    host: text('host'),
  };
  return {
    pid: p.id,
    catalogue_number: text('catalogue_number'),
    catalogue_key: key,
    gene_key: text('gene_name').toLowerCase(),
    alias_keys: aliasesOf(text('alternative_names')),
    name_key: text('product_name'),
    // Text as the search normaliser words it (Ki-67 → 'ki 67 ki67', β → beta), as the PostgreSQL engine indexes it.
    gene_name: indexText(text('gene_name')),
    rrid: indexText(text('rrid')),
    rrid_key: catalogueKey(text('rrid')),
    catalogue_text: indexText(`${text('catalogue_number')} ${key}`),
    product_name: indexText(text('product_name')),
    // The product's Chinese name and aliases (issue 30), Chinese and Latin runs apart as the PostgreSQL engine indexes them.
    product_name_zh: indexText(splitChineseRuns(text('product_name_zh'))),
    alternative_names_zh: indexText(splitChineseRuns(text('alternative_names_zh'))),
    protein_name: indexText(text('protein_name')),
    alternative_names: indexText(text('alternative_names')),
    identifiers: indexText(
      ATTRIBUTE_FIELDS.filter((f) => f.search === 'C')
        .map((f) => text(f.column))
        .filter(Boolean)
        .join(' '),
    ),
    background: indexText(text('background')),
    target_keys: targetNames(named),
    primary_keys: primaryTargetNames(named),
    plain: isPlainTarget(named),
    target: orNull(targetOf(named)),
    name_target: orNull(nameTarget(named.productName, named.host)),
    typo_words: typoWords(named),
    ...facets,
    citations: Number(p.citations ?? 0),
    created_us: Number(p.created_us ?? 0),
  };
}
