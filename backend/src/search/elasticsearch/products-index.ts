import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Facet } from '../facets';
import { catalogueKey } from '../search-text';

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
export const FACET_FIELD: Record<Facet, string> = {
  application: 'application',
  reactivity: 'reactivity',
  host: 'host',
  modification: 'modification',
  conjugation: 'conjugation',
  clonality: 'clonality',
  isotype: 'isotype',
  producttype: 'producttype',
};

/** The columns of `products` a search document is made from. */
export interface ProductSearchSource {
  id: number;
  catalogue_number: string;
  product_name: string;
  product_type: string;
  host: string;
  applications: string[];
  reactivities: string[];
  modification: string;
  conjugation: string;
  clonality: string;
  isotype: string;
  gene_name: string;
  alternative_names: string;
  protein_name: string;
  entrez_gene_human: string;
  entrez_gene_mouse: string;
  entrez_gene_rat: string;
  swiss_prot_human: string;
  swiss_prot_mouse: string;
  swiss_prot_rat: string;
}

export const PRODUCT_SEARCH_SOURCE_COLUMNS = `id, catalogue_number, product_name, product_type, host, applications,
  reactivities, modification, conjugation, clonality, isotype, gene_name, alternative_names, protein_name,
  entrez_gene_human, entrez_gene_mouse, entrez_gene_rat, swiss_prot_human, swiss_prot_mouse, swiss_prot_rat`;

const orNull = (value: string) => (value === '' ? null : value);

/** Same content as the PostgreSQL engine's search row (search-document.sql.ts), as a document. */
export function searchDocument(p: ProductSearchSource): Record<string, unknown> {
  const key = catalogueKey(p.catalogue_number);
  return {
    pid: p.id,
    catalogue_number: p.catalogue_number,
    catalogue_key: key,
    gene_key: p.gene_name.toLowerCase(),
    alias_keys: p.alternative_names
      .split(/\s*[;,]\s*/)
      .map((a) => a.trim())
      .filter(Boolean),
    name_key: p.product_name,
    gene_name: p.gene_name,
    catalogue_text: `${p.catalogue_number} ${key}`,
    product_name: p.product_name,
    protein_name: p.protein_name,
    alternative_names: p.alternative_names,
    identifiers: [
      p.swiss_prot_human,
      p.swiss_prot_mouse,
      p.swiss_prot_rat,
      p.entrez_gene_human,
      p.entrez_gene_mouse,
      p.entrez_gene_rat,
    ]
      .filter(Boolean)
      .join(' '),
    application: p.applications,
    reactivity: p.reactivities,
    host: orNull(p.host),
    modification: orNull(p.modification),
    conjugation: orNull(p.conjugation),
    clonality: orNull(p.clonality),
    isotype: orNull(p.isotype),
    producttype: orNull(p.product_type),
  };
}
