import { DataSource } from 'typeorm';
import { saveTestProduct } from '../modules/items/testing/catalogue-fixtures';
import { seedProducts } from '../seed/products.seed';
import { createTestApp, TestApp } from '../testing/test-app';
import { createElasticsearchClient } from './elasticsearch/elasticsearch.client';
import { ElasticsearchSearchEngine } from './elasticsearch/elasticsearch-search.engine';
import { Facet, FACETS, FacetFilters } from './facets';
import { PostgresSearchEngine } from './postgres/postgres-search.engine';
import type { SearchEngine, SearchRequest } from './search-engine';

/**
 * One contract, every engine: the same searches on the same seeded catalogue must give the same
 * hits and counts. PostgreSQL always runs; Elasticsearch joins when ELASTICSEARCH_URL is set.
 */
const PRODUCTS = 800;
const SEED = 1;

interface Known {
  id: number;
  catalogue_number: string;
  gene_name: string;
  alternative_names: string;
  swiss_prot_human: string;
  entrez_gene_human: string;
  protein_name: string;
}

const request = (word: string | null, filters: FacetFilters = {}, page = 1): SearchRequest => ({
  word,
  filters,
  page,
  pageSize: 20,
});

describe('search contract', () => {
  let shop: TestApp;
  let dataSource: DataSource;
  const engines: SearchEngine[] = [];
  let sample: Known;
  let longGene: Known;

  beforeAll(async () => {
    process.env.SEARCH_BROWSE_CACHE_SECONDS = '0';
    shop = await createTestApp();
    dataSource = shop.dataSource;
    await seedProducts(dataSource, PRODUCTS, SEED);
    engines.push(new PostgresSearchEngine(dataSource));
    if (process.env.ELASTICSEARCH_URL) {
      const index = `contract_${process.pid}`;
      engines.push(new ElasticsearchSearchEngine(createElasticsearchClient(process.env.ELASTICSEARCH_URL), index, dataSource));
    }
    for (const engine of engines) await engine.rebuild();
    [sample] = await dataSource.query(
      `SELECT id, catalogue_number, gene_name, alternative_names, swiss_prot_human, entrez_gene_human, protein_name
         FROM products WHERE gene_name <> '' AND alternative_names <> '' AND swiss_prot_human <> '' ORDER BY id LIMIT 1`,
    );
    [longGene] = await dataSource.query(
      `SELECT id, catalogue_number, gene_name, alternative_names, swiss_prot_human, entrez_gene_human, protein_name
         FROM products WHERE gene_name ~ '^[A-Z]{5,8}$' ORDER BY id LIMIT 1`,
    );
  }, 120_000);

  afterAll(async () => {
    for (const engine of engines) if (engine instanceof ElasticsearchSearchEngine) await engine.onApplicationShutdown();
    await shop.close();
  });

  const eachEngine = (name: string, body: (engine: SearchEngine) => Promise<void>) =>
    it(name, async () => {
      for (const engine of engines) await body(engine);
    });

  eachEngine('browses the whole catalogue in pages of 20', async (engine) => {
    const all = await engine.search(request(null));
    expect(all.total).toBe(PRODUCTS);
    expect(all.ids).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const last = await engine.search(request(null, {}, PRODUCTS / 20));
    expect(last.ids).toHaveLength(20);
    expect((await engine.search(request(null, {}, PRODUCTS / 20 + 1))).ids).toEqual([]);
    expect(all.facets.producttype.reduce((n, c) => n + c.count, 0)).toBe(PRODUCTS);
  });

  const scenarios: [string, () => SearchRequest][] = [
    ['word only', () => request(sample.gene_name)],
    ['word + 3 filters', () => request(sample.gene_name, { application: ['WB'], reactivity: ['Human'], host: ['Rabbit', 'Mouse'] })],
    ['filters only', () => request(null, { application: ['WB', 'IHC-P'], clonality: ['Monoclonal'], producttype: ['Primary Antibody'] })],
    ['no filter, no word', () => request(null)],
  ];

  for (const [name, make] of scenarios) {
    eachEngine(`facet counts equal the hits of picking the value (${name})`, async (engine) => {
      const base = make();
      const result = await engine.search(base);
      for (const facet of FACETS) {
        for (const { value, count } of result.facets[facet].slice(0, 4)) {
          const picked = await engine.search({ ...base, filters: { ...base.filters, [facet]: [value] } });
          expect({ engine: engine.name, facet, value, hits: picked.total }).toEqual({ engine: engine.name, facet, value, hits: count });
        }
      }
      // The hits themselves satisfy every filter (OR within, AND across).
      const [rows] = [await dataSource.query(
        `SELECT id, applications, reactivities, host, modification, conjugation, clonality, isotype, product_type
           FROM products WHERE id = ANY($1::int[])`,
        [result.ids],
      )];
      const valuesOf = (row: any, facet: Facet): string[] =>
        facet === 'application' ? row.applications : facet === 'reactivity' ? row.reactivities
          : [facet === 'producttype' ? row.product_type : row[facet]];
      for (const row of rows) {
        for (const [facet, wanted] of Object.entries(base.filters) as [Facet, string[]][]) {
          expect(valuesOf(row, facet).some((v) => wanted.includes(v))).toBe(true);
        }
      }
    });
  }

  eachEngine('puts the exact catalogue number first, ignoring case and hyphens', async (engine) => {
    for (const typed of [sample.catalogue_number, sample.catalogue_number.toLowerCase().replace(/-/g, '')]) {
      const result = await engine.search(request(typed));
      expect(result.ids[0]).toBe(sample.id);
    }
  });

  eachEngine('finds catalogue numbers by prefix', async (engine) => {
    const prefix = sample.catalogue_number.slice(0, -1);
    const result = await engine.search(request(prefix.toLowerCase().replace(/-/g, ' ')));
    const [{ n }] = await dataSource.query(
      `SELECT count(*)::int AS n FROM products WHERE replace(lower(catalogue_number), '-', '') LIKE $1`,
      [`${prefix.toLowerCase().replace(/-/g, '')}%`],
    );
    expect(result.total).toBeGreaterThanOrEqual(n);
    expect(result.ids).toContain(sample.id);
  });

  eachEngine('puts products of the exact gene symbol first', async (engine) => {
    const result = await engine.search(request(sample.gene_name.toLowerCase()));
    const [first] = await dataSource.query('SELECT gene_name FROM products WHERE id = $1', [result.ids[0]]);
    expect(first.gene_name).toBe(sample.gene_name);
  });

  eachEngine('finds a product by alias, protein name, Swiss-Prot and Entrez id', async (engine) => {
    const alias = sample.alternative_names.split(/\s*[;,]\s*/)[0];
    for (const typed of [alias, sample.protein_name, sample.swiss_prot_human, sample.entrez_gene_human]) {
      const result = await engine.search({ ...request(typed), pageSize: 200 });
      expect({ typed, found: result.ids.includes(sample.id) }).toEqual({ typed, found: true });
    }
  });

  eachEngine('forgives one wrong letter in a gene name of five letters or more', async (engine) => {
    const gene = longGene.gene_name;
    const typo = `${gene.slice(0, 2)}${gene[2] === 'Q' ? 'X' : 'Q'}${gene.slice(3)}`;
    const exact = await engine.search(request(gene));
    const result = await engine.search(request(typo));
    expect(result.corrected).toBe(true);
    expect(result.total).toBeGreaterThan(0);
    const [first] = await dataSource.query('SELECT gene_name FROM products WHERE id = $1', [result.ids[0]]);
    expect(first.gene_name).toBe(gene);
    expect(result.total).toBeGreaterThanOrEqual(exact.facets.producttype.filter((c) => c.count > 0).length);
  });

  eachEngine('answers words that look like SQL or query syntax with nothing, not an error', async (engine) => {
    for (const typed of [`'; DROP TABLE products; --`, `a:* & !b | (c`, `"*"`, 'x'.repeat(200), '🙂', '%_\\']) {
      const result = await engine.search(request(typed));
      expect(result.total).toBeGreaterThanOrEqual(0);
    }
    expect(await dataSource.query('SELECT count(*)::int AS n FROM products')).toEqual([{ n: PRODUCTS }]);
  });

  eachEngine('suggests gene symbols and catalogue numbers as the user types', async (engine) => {
    const genes = await engine.suggest(sample.gene_name.slice(0, 3).toLowerCase(), 8);
    expect(genes.length).toBeGreaterThan(0);
    expect(genes.length).toBeLessThanOrEqual(8);
    expect(genes.every((s) => s.text.toLowerCase().startsWith(sample.gene_name.slice(0, 3).toLowerCase()))).toBe(true);
    const catalogue = await engine.suggest(sample.catalogue_number.slice(0, -1), 8);
    expect(catalogue[0]).toMatchObject({ kind: 'catalogue' });
    expect(catalogue.map((s) => s.text)).toContain(sample.catalogue_number);
  });

  it('gives the same hits and counts on every engine', async () => {
    if (engines.length < 2) return;
    for (const [, make] of scenarios) {
      const [a, b] = await Promise.all(engines.slice(0, 2).map((e) => e.search(make())));
      expect(b.total).toBe(a.total);
      expect(b.facets).toEqual(a.facets);
      expect(new Set(b.ids)).toEqual(new Set(a.ids));
    }
  });

  it('counts and pages in memory exactly as the one-statement SQL search does (PostgreSQL)', async () => {
    const engine = engines[0] as PostgresSearchEngine;
    const filterSets: FacetFilters[] = [
      {},
      { application: ['WB'], reactivity: ['Human'], host: ['Rabbit', 'Mouse'] },
      { application: ['WB', 'IHC-P'], clonality: ['Monoclonal'], producttype: ['Primary Antibody'] },
      { reactivity: ['Human', 'Rat'], host: ['Mouse'], isotype: ['IgG'] },
      { host: ['Unicorn'] },
    ];
    for (const word of [null, sample.gene_name, longGene.gene_name.toLowerCase(), sample.catalogue_number, 'antibody']) {
      for (const filters of filterSets) {
        for (const page of [1, 2]) {
          const memory = await engine.search(request(word, filters, page));
          const sql = await engine.searchInSql(request(word, filters, page));
          expect({ word, filters, page, ...memory }).toEqual({ word, filters, page, ...sql });
        }
      }
    }
  });

  it('follows product changes through the search-index queue', async () => {
    const search = (word: string) => shop.http().get('/api/iteminfo/searchitem/').query({ searchword: word });
    const eventually = async (word: string, expectedTotal: number) => {
      for (let i = 0; i < 100; i++) {
        const res = await search(word);
        if ((res.body.total ?? 0) === expectedTotal) return res;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`search for ${word} never reached ${expectedTotal} hits`);
    };
    const { pid: id } = await saveTestProduct(shop, { catno: 'ZZ-99001', genename: 'QUUXGENE', productname: 'Quux Test Antibody' });
    const found = await eventually('QUUXGENE', 1);
    expect(found.body.data[0]).toMatchObject({ pid: id, catno: 'ZZ-99001' });

    await saveTestProduct(shop, { catno: 'zz99001', genename: 'QUUXGENE', productname: 'Renamed Flarp Antibody' });
    await eventually('flarp', 1);

    // A discontinued product leaves the results (its page stays).
    await saveTestProduct(shop, { catno: 'ZZ-99001', status: 'discontinued' });
    await eventually('QUUXGENE', 0);
  });
});
