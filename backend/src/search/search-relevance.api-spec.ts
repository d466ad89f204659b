import { DataSource } from 'typeorm';
import { saveTestProduct } from '../../test-support/catalogue-fixtures';
import { eachEngineOf, EnginesOnCatalogue, enginesOnDemoCatalogue } from '../../test-support/search-engines';
import type { TestApp } from '../../test-support/test-app';
import { nameTarget, targetNames, targetOf } from './product-target';
import type { RelatedRequest } from '../modules/items/related-request';
import type { SearchEngine } from '../modules/items/search-engine';

/**
 * Relevance as a researcher meets it (issue 12), on the demo catalogue (`npm run demo`: 2,000
 * products, seed 1): the antibody they meant comes first. PostgreSQL always runs; Elasticsearch
 * joins when ELASTICSEARCH_URL is set.
 */
const PRODUCTS = 2000;
const SEED = 1;

interface Hit {
  id: number;
  gene: string;
  name: string;
  type: string;
  host: string;
  reactivities: string[];
  aliases: string;
}

describe('search relevance', () => {
  let shop: TestApp;
  let dataSource: DataSource;
  let engines: SearchEngine[] = [];
  let catalogue: EnginesOnCatalogue | undefined;
  const eachEngine = eachEngineOf(() => engines);

  beforeAll(async () => {
    catalogue = await enginesOnDemoCatalogue(PRODUCTS, SEED, 'relevance');
    ({ shop, dataSource, engines } = catalogue);
  }, 180_000);

  afterAll(async () => {
    await catalogue?.close();
  });

  /** The hits of a search in rank order, with what the assertions look at. */
  const search = async (engine: SearchEngine, word: string, pageSize = 500) => {
    const result = await engine.search({ word, filters: {}, page: 1, pageSize, sort: 'relevance' });
    const rows: Hit[] = await dataSource.query(
      `SELECT id, gene_name AS gene, product_name AS name, product_type AS type, host, reactivities, alternative_names AS aliases
         FROM products WHERE id = ANY($1::int[])`,
      [result.ids],
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { ...result, hits: result.ids.map((id) => byId.get(id) as Hit) };
  };
  /** Every product a search through the API lists (up to 20 pages), with what the assertions look at. */
  const foundThroughApi = async (searchword: string): Promise<Hit[]> => {
    const pids: number[] = [];
    for (let page = 1; page <= 20; page++) {
      const answer = await shop.http().get('/api/iteminfo/searchitem/').query({ searchword, searchpageid: page }).expect(200);
      pids.push(...(answer.body.data ?? []).map((d: { pid: number }) => d.pid));
      if (page >= (answer.body.page ?? 0)) break;
    }
    return dataSource.query(`SELECT gene_name AS gene, product_name AS name, alternative_names AS aliases FROM products WHERE id = ANY($1::int[])`, [pids]);
  };
  const activeCount = async (where: string, params: unknown[] = []) =>
    (await dataSource.query(`SELECT count(*)::int AS n FROM products WHERE status = 'active' AND ${where}`, params))[0].n as number;
  /** Whether every hit matching `first` comes before every hit matching `later` (both present). */
  const allBefore = (hits: Hit[], first: (h: Hit) => boolean, later: (h: Hit) => boolean) => {
    const lastFirst = hits.map(first).lastIndexOf(true);
    const firstLater = hits.findIndex(later);
    return { lastFirst, firstLater, ordered: lastFirst >= 0 && firstLater > lastFirst };
  };

  eachEngine('"p53": every p53 antibody first, plain p53 before modified forms, then MDM2 and 53BP1', async (engine) => {
    const { hits, total } = await search(engine, 'p53');
    const p53 = await activeCount(`gene_name = 'TP53'`);
    expect(p53).toBeGreaterThan(5);
    expect(hits.slice(0, p53).every((h) => h.gene === 'TP53')).toBe(true);
    expect(total).toBeGreaterThan(p53);
    expect(hits[0].name).toMatch(/^p53 /);
    const binders = (h: Hit) => h.gene === 'MDM2' || h.gene === 'TP53BP1';
    expect({ engine: engine.name, ...allBefore(hits, (h) => h.gene === 'TP53', binders) }).toMatchObject({ ordered: true });
  });

  it('reads a Chinese target name as its whole names: 人表皮生长因子受体2 is ERBB2, HER2 or Neu, and Neu is no prefix of neuron', async () => {
    // Through the API, which reads the Chinese name as the target's names (the engine is given 'ERBB2|HER2|Neu').
    const rows = await foundThroughApi('人表皮生长因子受体2');
    expect(rows.filter((h) => h.gene === 'ERBB2').length).toBeGreaterThan(0);
    // What a prefix reading of Neu would add (NeuN, neurofilament, neuronal markers): present in the catalogue, not found.
    const neuronal = await activeCount(`(product_name ~* '\\mneu[a-z]' OR alternative_names ~* '\\mneu[a-z]') AND gene_name <> 'ERBB2'`);
    expect(neuronal).toBeGreaterThan(10);
    expect(rows.filter((h) => /\bneu[a-z]/i.test(`${h.name} ${h.aliases}`) && h.gene !== 'ERBB2')).toEqual([]);
  });

  it('reads a Chinese target name with a compound among its names as whole names too: 肝细胞生长因子受体 is MET, c-Met or HGF receptor, and MET is no prefix of methyl', async () => {
    // The engine is given 'MET|c-Met|HGF-receptor': the compound c-Met once made every name a prefix again.
    const rows = await foundThroughApi('肝细胞生长因子受体');
    expect(rows.filter((h) => h.gene === 'MET').length).toBeGreaterThan(0);
    // What a prefix reading of MET would add (methyltransferases, metalloproteinases…): in the catalogue, not found.
    const methyl = await activeCount(`(product_name ~* '\\mmet[a-z]' OR alternative_names ~* '\\mmet[a-z]') AND gene_name <> 'MET'`);
    expect(methyl).toBeGreaterThan(3);
    expect(rows.filter((h) => /\bmet[a-z]/i.test(`${h.name} ${h.aliases}`) && h.gene !== 'MET')).toEqual([]);
  });

  eachEngine('a word found only in other targets\' descriptions ranks below every product named by it', async (engine) => {
    const { hits } = await search(engine, 'p53');
    // Named: the word (or a word it begins) in the product name, gene symbol or aliases.
    const named = (h: Hit) => /(^|[^a-z0-9])p53/i.test(`${h.name} ${h.gene} ${h.aliases}`);
    const describedOnly = hits.filter((h) => !named(h));
    expect(describedOnly.length).toBeGreaterThan(0);
    expect(allBefore(hits, named, (h) => !named(h)).ordered).toBe(true);
  });

  eachEngine('"actin": the actin family first, INI1/BAF47 (an "actin-dependent regulator") below every actin antibody', async (engine) => {
    const { hits } = await search(engine, 'actin');
    const actins = (h: Hit) => h.gene === 'ACTB' || h.gene === 'ACTA2';
    expect(actins(hits[0])).toBe(true);
    expect(hits.some((h) => h.gene === 'SMARCB1')).toBe(true);
    expect({ engine: engine.name, ...allBefore(hits, actins, (h) => h.gene === 'SMARCB1') }).toMatchObject({ ordered: true });
    expect(hits.filter(actins)).toHaveLength(await activeCount(`gene_name IN ('ACTB', 'ACTA2')`));
  });

  eachEngine('an exact catalogue number is first, however it is typed', async (engine) => {
    const rows: { id: number; catalogue_number: string }[] = await dataSource.query(
      `SELECT DISTINCT ON (product_type) id, catalogue_number FROM products WHERE status = 'active' ORDER BY product_type, id DESC`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(5);
    for (const row of rows) {
      for (const typed of [row.catalogue_number, row.catalogue_number.toLowerCase().replace('-', ''), row.catalogue_number.replace('-', ' ')]) {
        expect({ engine: engine.name, typed, first: (await search(engine, typed, 20)).ids[0] }).toEqual({ engine: engine.name, typed, first: row.id });
      }
    }
  });

  eachEngine('an exact gene symbol puts all its products first (MAP2 before MAP2K1)', async (engine) => {
    const { hits } = await search(engine, 'MAP2');
    expect(hits.some((h) => h.gene === 'MAP2K1')).toBe(true);
    expect(allBefore(hits, (h) => h.gene === 'MAP2', (h) => h.gene !== 'MAP2').ordered).toBe(true);
    const genes: { gene_name: string; n: number }[] = await dataSource.query(
      `SELECT gene_name, count(*)::int AS n FROM products WHERE status = 'active' AND gene_name <> '' GROUP BY 1 HAVING count(*) >= 3 ORDER BY 1 LIMIT 40`,
    );
    for (const { gene_name, n } of genes) {
      const { hits: found } = await search(engine, gene_name.toLowerCase(), n);
      expect({ engine: engine.name, gene_name, genes: [...new Set(found.map((h) => h.gene))] }).toEqual({ engine: engine.name, gene_name, genes: [gene_name] });
    }
  });

  eachEngine('an exact product-name target or alias is first', async (engine) => {
    for (const [typed, gene] of [['beta-Actin', 'ACTB'], ['beta actin', 'ACTB'], ['alpha Smooth Muscle Actin', 'ACTA2'], ['INI1', 'SMARCB1'], ['BAF47', 'SMARCB1'], ['53BP1', 'TP53BP1'], ['p53 rabbit', 'TP53']]) {
      const { hits } = await search(engine, typed, 20);
      expect({ engine: engine.name, typed, first: hits[0]?.gene }).toEqual({ engine: engine.name, typed, first: gene });
    }
    const { hits } = await search(engine, 'His Tag', 20);
    expect(hits[0].name).toMatch(/^His Tag /);
    expect(hits[0].type).toBe('Tag Antibody');
  });

  eachEngine('"Calbindn" finds the Calbindin antibodies and says it searched for Calbindin', async (engine) => {
    const calbindins = await activeCount(`gene_name = 'CALB1'`);
    expect(calbindins).toBeGreaterThan(0);
    const result = await search(engine, 'Calbindn');
    expect(result.corrected).toBe(true);
    expect(result.correction).toBe('Calbindin');
    expect(result.total).toBe(calbindins);
    expect(result.hits.every((h) => h.gene === 'CALB1')).toBe(true);
    const exact = await search(engine, 'Calbindin');
    expect(exact.corrected).toBe(false);
    expect(exact.correction).toBeNull();
    expect(result.ids).toEqual(exact.ids);
  });

  eachEngine('forgives one deletion, insertion, substitution or transposition in names, gene symbols, aliases and protein names', async (engine) => {
    const cases: [typed: string, correction: string, where: string][] = [
      ['Calbindn', 'Calbindin', `gene_name = 'CALB1'`], // deletion
      ['Calbindiin', 'Calbindin', `gene_name = 'CALB1'`], // insertion
      ['Calbindon', 'Calbindin', `gene_name = 'CALB1'`], // substitution
      ['Calbnidin', 'Calbindin', `gene_name = 'CALB1'`], // transposition
      ['BRAC1', 'BRCA1', `gene_name = 'BRCA1'`], // gene symbol, transposition
      ['Metavincluin', 'Metavinculin', `alternative_names ILIKE '%metavinculin%'`], // alias only, transposition
      ['cytoplasmc', 'cytoplasmic', `(protein_name ILIKE '%cytoplasmic%' OR product_name ILIKE '%cytoplasmic%')`], // protein name (and a kit's name), deletion
      ['calbindin rabit', 'calbindin rabbit', `gene_name = 'CALB1' AND host = 'Rabbit'`], // the second of two words
    ];
    for (const [typed, correction, where] of cases) {
      const expected = await activeCount(where);
      expect({ typed, expected: expected > 0 }).toEqual({ typed, expected: true });
      const result = await search(engine, typed);
      expect({ engine: engine.name, typed, corrected: result.corrected, correction: result.correction?.toLowerCase() }).toEqual({
        engine: engine.name, typed, corrected: true, correction: correction.toLowerCase(),
      });
      const meant: { id: number }[] = await dataSource.query(`SELECT id FROM products WHERE status = 'active' AND ${where}`);
      expect({ typed, firstMeant: meant.some((m) => m.id === result.ids[0]) }).toEqual({ typed, firstMeant: true });
    }
  });

  eachEngine('corrects nothing under five letters, nothing the catalogue uses, nothing two edits away', async (engine) => {
    for (const typed of ['actn', 'Clabnidin', 'zzzzzzzz']) {
      const result = await engine.search({ word: typed, filters: {}, page: 1, pageSize: 20 });
      expect({ engine: engine.name, typed, total: result.total, corrected: result.corrected }).toEqual({ engine: engine.name, typed, total: 0, corrected: false });
    }
  });

  it('the search answer names the corrected word, and the page filters still apply to it', async () => {
    const corrected = await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'Calbindn' }).expect(200);
    expect(corrected.body).toMatchObject({ code: 200, correctedword: 'Calbindin' });
    expect(corrected.body.data[0].productname).toMatch(/^Calbindin /);
    const exact = await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'Calbindin' }).expect(200);
    expect(exact.body).not.toHaveProperty('correctedword');
    expect(exact.body.data.map((d: { pid: number }) => d.pid)).toEqual(corrected.body.data.map((d: { pid: number }) => d.pid));
    const none = await shop.http().get('/api/iteminfo/searchitem/').query({ searchword: 'Calbindn', host: 'Sheep' }).expect(200);
    expect(none.body).toMatchObject({ code: 300, total: 0 });
    expect(none.body).not.toHaveProperty('correctedword');
  });

  it('PostgreSQL derives the same target names as the code the Elasticsearch documents use', async () => {
    const rows: {
      gene_name: string; alternative_names: string; protein_name: string; product_name: string; host: string;
      target_keys: string[]; target: string; name_target: string;
    }[] = await dataSource.query(
      `SELECT p.gene_name, p.alternative_names, p.protein_name, p.product_name, p.host, s.target_keys, s.target, s.name_target
         FROM product_search s JOIN products p ON p.id = s.product_id`,
    );
    expect(rows).toHaveLength(PRODUCTS);
    for (const r of rows) {
      const fields = { geneName: r.gene_name, alternativeNames: r.alternative_names, proteinName: r.protein_name, productName: r.product_name, host: r.host };
      expect({ name: r.product_name, keys: [...r.target_keys].sort(), target: r.target, nameTarget: r.name_target }).toEqual({
        name: r.product_name,
        keys: targetNames(fields).sort(),
        target: targetOf(fields),
        nameTarget: nameTarget(r.product_name, r.host),
      });
    }
  });

  describe('related products', () => {
    const relatedRequest = async (where: string): Promise<RelatedRequest> => {
      const [row] = await dataSource.query(
        `SELECT id AS pid, product_type AS "productType", host, conjugation, modification, gene_name AS "geneName",
                product_name AS "productName", reactivities, applications
           FROM products WHERE status = 'active' AND ${where} ORDER BY id LIMIT 1`,
      );
      expect(row).toBeDefined();
      return row;
    };
    const kinds = async (ids: number[]) => {
      const rows: Hit[] = await dataSource.query(
        `SELECT id, gene_name AS gene, product_name AS name, product_type AS type, host, reactivities FROM products WHERE id = ANY($1::int[])`,
        [ids],
      );
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) as Hit);
    };

    eachEngine('a rabbit MAP2 primary: other MAP2 products first, then anti-rabbit secondaries, never one against another host', async (engine) => {
      const map2 = await relatedRequest(`gene_name = 'MAP2' AND host = 'Rabbit' AND product_type = 'Primary Antibody'`);
      const related = await kinds(await engine.related(map2));
      expect(related.length).toBeGreaterThan(0);
      expect(related.map((r) => r.id)).not.toContain(map2.pid);
      const secondaries = related.filter((r) => r.type === 'Secondary Antibody');
      expect(secondaries.length).toBeGreaterThan(0);
      for (const s of secondaries) expect({ name: s.name, detects: s.reactivities }).toEqual({ name: s.name, detects: ['Rabbit'] });
      expect(allBefore(related, (r) => r.gene === 'MAP2', (r) => r.type === 'Secondary Antibody').ordered).toBe(true);
      // Another host, conjugate or modification before another clone of the same kind.
      const [first] = await dataSource.query('SELECT host, conjugation, modification FROM products WHERE id = $1', [related[0].id]);
      expect(first).not.toEqual({ host: map2.host, conjugation: map2.conjugation, modification: map2.modification });
    });

    eachEngine('every primary gets only secondaries against its own host', async (engine) => {
      const primaries: RelatedRequest[] = await dataSource.query(
        `SELECT DISTINCT ON (host) id AS pid, product_type AS "productType", host, conjugation, modification, gene_name AS "geneName",
                product_name AS "productName", reactivities, applications
           FROM products WHERE status = 'active' AND product_type <> 'Secondary Antibody' AND host <> '' ORDER BY host, id`,
      );
      expect(primaries.length).toBeGreaterThan(5);
      const offered: { host: string; detects: string[] }[] = [];
      for (const primary of primaries) {
        for (const r of await kinds(await engine.related(primary))) {
          if (r.type === 'Secondary Antibody') offered.push({ host: primary.host, detects: r.reactivities });
        }
      }
      expect(offered.length).toBeGreaterThan(0);
      expect(offered).toEqual(offered.map(({ host }) => ({ host, detects: [host] })));
    });

    eachEngine('a secondary: other secondaries against the same species', async (engine) => {
      const secondary = await relatedRequest(`product_type = 'Secondary Antibody' AND reactivities = '{Mouse}'`);
      const related = await kinds(await engine.related(secondary));
      expect(related.length).toBeGreaterThan(0);
      for (const r of related) expect({ type: r.type, detects: r.reactivities }).toEqual({ type: 'Secondary Antibody', detects: ['Mouse'] });
    });

    it('on the product page: the staff\'s list first, without a secondary against another host, then the shop\'s', async () => {
      const [antiMouse] = await dataSource.query(
        `SELECT catalogue_number FROM products WHERE product_type = 'Secondary Antibody' AND reactivities = '{Mouse}' ORDER BY id LIMIT 1`,
      );
      const [antiRabbit] = await dataSource.query(
        `SELECT id, catalogue_number FROM products WHERE product_type = 'Secondary Antibody' AND reactivities = '{Rabbit}' ORDER BY id DESC LIMIT 1`,
      );
      const [other] = await dataSource.query(`SELECT id, catalogue_number FROM products WHERE gene_name = 'ACTB' ORDER BY id LIMIT 1`);
      const { pid } = await saveTestProduct(shop, {
        catno: 'REL-1', productname: 'MAP2 Rabbit Polyclonal Antibody', genename: 'MAP2', host: 'Rabbit',
        recommend: [other.catalogue_number, antiMouse.catalogue_number, antiRabbit.catalogue_number].join(', '),
      });
      const page = await shop.http().get('/api/iteminfo/baseinfo/').query({ pid }).expect(200);
      const recommend: number[] = page.body.data.recommend;
      expect(recommend.slice(0, 2)).toEqual([other.id, antiRabbit.id]);
      const shown = await kinds(recommend);
      expect(shown.some((r) => r.reactivities.includes('Mouse') && r.type === 'Secondary Antibody')).toBe(false);
      expect(shown.slice(2).some((r) => r.gene === 'MAP2')).toBe(true);
      expect(page.body.data.recommendinfo.map((r: { pid: number }) => r.pid)).toEqual(recommend);
    });
  });
});
