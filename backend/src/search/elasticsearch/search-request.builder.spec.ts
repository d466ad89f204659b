import { FACET_VALUES, FACETS } from '@shop/contract';
import { RANK } from '../relevance';
import { parseSearchText } from '../search-text';
import { INDEX_DEFINITION_PATH, loadIndexDefinition, searchDocument } from './products-index';
import { buildCountRequest, buildSearchRequest, readSearchResponse } from './search-request.builder';

/** Elasticsearch cannot run on this machine: these pin the requests and mapping it would receive. */
describe('Elasticsearch query builder and mapping', () => {
  const definition = loadIndexDefinition();

  it('maps every filter as a keyword field and every searched field as text', () => {
    expect(INDEX_DEFINITION_PATH).toMatch(/infra\/elasticsearch\/products\.index\.json$/);
    const props = definition.mappings.properties;
    for (const facet of FACETS) expect(props[facet]).toEqual({ type: 'keyword' });
    // Each text field copies itself into the fields of its rank level (search/relevance.ts).
    for (const field of ['gene_name', 'product_name', 'catalogue_text', 'rrid']) {
      expect(props[field]).toMatchObject({ type: 'text', copy_to: ['all_text', 'name_text', 'fields_text'] });
    }
    // Aliases name other targets as often as this one ("p38"): level B, with the protein name.
    for (const field of ['alternative_names', 'protein_name', 'identifiers']) expect(props[field]).toMatchObject({ type: 'text', copy_to: ['all_text', 'fields_text'] });
    expect(props.background).toMatchObject({ type: 'text', copy_to: ['all_text'] });
    for (const field of ['target_keys', 'primary_keys', 'target', 'name_target', 'typo_words']) expect(props[field]).toEqual({ type: 'keyword' });
    expect(props.catalogue_key.type).toBe('keyword');
    expect(props.gene_key).toMatchObject({ type: 'keyword', normalizer: 'lowercase_keyword' });
    expect(definition.mappings.dynamic).toBe('strict');
  });

  it('produces documents whose fields all exist in the strict mapping', () => {
    const doc = searchDocument({
      id: 7, status: 'active', catalogue_number: 'AB-10007', product_name: 'p53 Rabbit Antibody', product_type: 'Primary Antibody',
      host: 'Rabbit', applications: ['WB', 'IHC-P'], reactivities: ['Human'], modification: '', conjugation: 'Unconjugated',
      clonality: 'Monoclonal', isotype: 'IgG', gene_name: 'TP53', alternative_names: 'p53; LFS1', protein_name: 'Cellular tumor antigen p53',
      entrez_gene_human: '7157', entrez_gene_mouse: '', entrez_gene_rat: '', swiss_prot_human: 'P04637', swiss_prot_mouse: '', swiss_prot_rat: '',
    });
    for (const key of Object.keys(doc)) expect(definition.mappings.properties).toHaveProperty(key);
    expect(doc).toMatchObject({ catalogue_key: 'ab10007', gene_key: 'tp53', alias_keys: ['p53', 'LFS1'], modification: null });
  });

  it('filters with post_filter and counts each facet with every other filter only', () => {
    const request = buildSearchRequest({
      text: parseSearchText('BRCA1'),
      filters: { application: ['WB', 'IHC'], host: ['Rabbit'], reactivity: ['Human'] },
      from: 20,
      size: 20,
    }) as any;
    expect(request.post_filter.bool.filter).toEqual([
      { terms: { application: ['WB', 'IHC'] } },
      { terms: { reactivity: ['Human'] } },
      { terms: { host: ['Rabbit'] } },
    ]);
    expect(request.aggs.application.filter.bool.filter).toEqual([
      { terms: { reactivity: ['Human'] } },
      { terms: { host: ['Rabbit'] } },
    ]);
    expect(request.aggs.host.filter.bool.filter).toEqual([
      { terms: { application: ['WB', 'IHC'] } },
      { terms: { reactivity: ['Human'] } },
    ]);
    expect(request.aggs.isotype.filter.bool.filter).toHaveLength(3);
    expect(Object.keys(request.aggs)).toEqual([...FACETS]);
    // As many values as the PostgreSQL engine keeps (normaliseFacetCounts): both list the same ones.
    expect(request.aggs.reactivity.aggs.values.terms).toEqual({ field: 'reactivity', size: FACET_VALUES });
    expect(request).toMatchObject({ from: 20, size: 20, track_total_hits: true });
  });

  const signals = (typed: string) => {
    const request = buildSearchRequest({ text: parseSearchText(typed), filters: {}, from: 0, size: 20 }) as any;
    return new Map<number, unknown>(request.query.bool.should.filter((c: any) => c.constant_score).map((c: any) => [c.constant_score.boost, c.constant_score.filter]));
  };

  it('ranks by the signals of search/relevance.ts, each a constant score worth its weight', () => {
    const request = buildSearchRequest({ text: parseSearchText('ab-1006'), filters: {}, from: 0, size: 20 }) as any;
    expect(request.sort).toEqual(['_score', { pid: 'asc' }]);
    expect(request.post_filter).toBeUndefined();
    expect(JSON.stringify(request.query.bool.filter)).toContain('{"prefix":{"catalogue_key":{"value":"ab1006"}}}');
    // Every should clause is a constant score, so a hit's _score is the sum of its signals: its rank.
    for (const clause of request.query.bool.should) expect(Object.keys(clause)).toEqual(['constant_score']);
    const weights = [...signals('ab-1006').keys()].sort((a, b) => b - a);
    // ("ab1006" could be an RRID too: AB_ and digits. "ab-1006" is one word, ab1006 or "ab 1006": no phrase of several.)
    expect(weights).toEqual([RANK.catalogueNumber, RANK.rrid, RANK.target, RANK.alias, RANK.nameTarget, RANK.plain, RANK.name, RANK.wholeName, RANK.fields, RANK.wholeFields]);
    expect(signals('p53 rabbit').has(RANK.namePhrase)).toBe(true);
    // Each signal outweighs every weaker one together: the rank orders by the strongest difference.
    const all = Object.values(RANK).sort((a, b) => b - a);
    all.forEach((w, i) => expect(w).toBeGreaterThan(all.slice(i + 1).reduce((n, x) => n + x, 0)));

    const s = signals('ab-1006');
    expect(s.get(RANK.catalogueNumber)).toEqual({ term: { catalogue_key: 'ab1006' } });
    // A typed catalogue number's prefix counts as a name match.
    expect(JSON.stringify(s.get(RANK.name))).toContain('{"prefix":{"catalogue_key":{"value":"ab1006"}}}');
  });

  it('weighs fields by level: names, then protein name and identifiers, background text last', () => {
    const s = signals('actin');
    // Names (level A): catalogue number, RRID, gene, product name copy into name_text.
    expect(s.get(RANK.name)).toEqual({ bool: { filter: [{ prefix: { name_text: { value: 'actin' } } }] } });
    expect(s.get(RANK.wholeName)).toEqual({ bool: { filter: [{ term: { name_text: 'actin' } }] } });
    // Protein name and identifiers join them in fields_text; background text is only in all_text.
    expect(s.get(RANK.fields)).toEqual({ bool: { filter: [{ prefix: { fields_text: { value: 'actin' } } }] } });
    expect(s.get(RANK.wholeFields)).toEqual({ bool: { filter: [{ term: { fields_text: 'actin' } }] } });
    const request = buildSearchRequest({ text: parseSearchText('actin'), filters: {}, from: 0, size: 20 }) as any;
    expect(request.query.bool.filter).toEqual([{ bool: { filter: [{ prefix: { all_text: { value: 'actin' } } }] } }]);
    expect(definition.mappings.properties.background).toMatchObject({ copy_to: ['all_text'] });
  });

  it('matches a word written several single ways (a target name read as its names) as whole names, as PostgreSQL does', () => {
    // What the API hands the engine for 人表皮生长因子受体2: ERBB2, HER2 or Neu. Neu is no prefix of "neuron".
    const names = buildSearchRequest({ text: parseSearchText('ERBB2|HER2|Neu'), filters: {}, from: 0, size: 20 }) as any;
    const json = JSON.stringify(names.query);
    // A word of several names names targets: matched in the product's own names (fields_text), never its background (issue 49).
    expect(json).toContain('{"term":{"fields_text":"neu"}}');
    expect(json).not.toContain('{"prefix":{"fields_text":{"value":"neu"}}}');
    expect(JSON.stringify(names.query.bool.filter)).not.toContain('all_text');
    // A name ending in a digit still continues with a letter (HER2 finds HER2a, not HER20).
    expect(json).toContain('{"regexp":{"fields_text":{"value":"her2[a-z].*"}}}');
    // Typed alone, a word still begins longer ones.
    const typed = buildSearchRequest({ text: parseSearchText('neu'), filters: {}, from: 0, size: 20 });
    expect(JSON.stringify(typed.query)).toContain('{"prefix":{"all_text":{"value":"neu"}}}');
    // A compound among the names (c-Met) leaves the others whole: MET is no prefix of "methyl".
    const met = JSON.stringify(buildSearchRequest({ text: parseSearchText('MET|c-Met|HGF-receptor'), filters: {}, from: 0, size: 20 }).query);
    expect(met).toContain('{"term":{"fields_text":"met"}}');
    expect(met).toContain('{"match_phrase":{"fields_text":"c met"}}');
    expect(met).not.toContain('"prefix"');
  });

  it('ranks an exact target name (gene symbol, alias, protein name or family, name target) right after the catalogue number', () => {
    const one = signals('p53');
    expect(one.get(RANK.target)).toEqual({ terms: { primary_keys: ['p53'] } });
    expect(one.get(RANK.alias)).toEqual({ terms: { target_keys: ['p53'] } });
    expect(one.get(RANK.plain)).toEqual({ bool: { filter: [{ term: { plain: true } }, { terms: { primary_keys: ['p53'] } }] } });
    expect(one.get(RANK.nameTarget)).toEqual({ terms: { name_target: ['p53'] } });
    // A gene symbol with a hyphen is the same key however it is typed.
    expect(JSON.stringify(signals('HLA-DRA').get(RANK.target))).toContain('{"terms":{"primary_keys":["hladra"]}}');
    // Several words: the whole input, or a part of it with every word in the names.
    const two = signals('p53 Rabbit');
    // p53 ends in a digit: p53 itself or p53 and a letter on, never p530 (CD4 is not CD44).
    const p53 = { bool: { should: [{ term: { name_text: 'p53' } }, { regexp: { name_text: { value: 'p53[a-z].*' } } }], minimum_should_match: 1 } };
    const inNames = { bool: { filter: [p53, { prefix: { name_text: { value: 'rabbit' } } }] } };
    expect(two.get(RANK.target)).toEqual({
      bool: {
        should: [{ terms: { primary_keys: ['p53rabbit'] } }, { bool: { filter: [{ terms: { primary_keys: ['p53', 'rabbit'] } }, inNames] } }],
        minimum_should_match: 1,
      },
    });
    expect(two.get(RANK.namePhrase)).toEqual({ match_phrase: { name_text: 'p53 rabbit' } });
    expect(one.has(RANK.namePhrase)).toBe(false);
    const doc = searchDocument({
      id: 7, status: 'active', catalogue_number: 'AB-7', product_name: 'Acetyl-p53 (Lys382) Rabbit Monoclonal Antibody [X81-4]', host: 'Rabbit',
      gene_name: 'TP53', alternative_names: 'p53, Tumor suppressor p53', protein_name: 'Cellular tumor antigen p53', background: 'Guards the genome.',
    });
    expect(doc).toMatchObject({
      target_keys: expect.arrayContaining(['tp53', 'p53', 'tumorsuppressorp53', 'cellulartumorantigenp53', 'acetylp53k382'.replace('k382', '')]),
      primary_keys: ['tp53', 'cellulartumorantigenp53', 'acetylp53'],
      plain: false,
      target: 'tp53',
      name_target: 'acetylp53',
      background: 'guards the genome',
    });
  });

  it('browses everything in pid order without a word', () => {
    const request = buildSearchRequest({ text: null, filters: {}, from: 0, size: 20 }) as any;
    expect(request.query).toEqual({ match_all: {} });
    expect(request.sort).toEqual([{ pid: 'asc' }]);
  });

  it('never passes typed punctuation into the query', () => {
    const json = JSON.stringify(buildSearchRequest({ text: parseSearchText(`'; DROP TABLE x; -- "*"`), filters: {}, from: 0, size: 20 }));
    // Typed text only reaches term-level queries and multi_match as plain words: no query-string syntax.
    expect(json).not.toContain('query_string');
    const request = JSON.parse(json);
    expect(request.query.bool.filter[0].bool.filter).toEqual([
      { prefix: { all_text: { value: 'drop' } } },
      { prefix: { all_text: { value: 'table' } } },
      { term: { all_text: 'x' } },
    ]);
    expect(JSON.stringify(request.query.bool.should)).not.toContain('DROP');
  });

  it('filters and counts evidence like the other filters (OR within, AND across)', () => {
    const request = buildSearchRequest({
      text: null,
      filters: { evidence: ['knockout', 'publications'], host: ['Rabbit'] },
      from: 0,
      size: 20,
    }) as any;
    expect(request.post_filter.bool.filter).toEqual([{ terms: { host: ['Rabbit'] } }, { terms: { evidence: ['knockout', 'publications'] } }]);
    expect(request.aggs.evidence.filter.bool.filter).toEqual([{ terms: { host: ['Rabbit'] } }]);
    expect(request.aggs.host.filter.bool.filter).toEqual([{ terms: { evidence: ['knockout', 'publications'] } }]);
    expect(definition.mappings.properties.evidence).toEqual({ type: 'keyword' });
    const doc = searchDocument({ id: 3, status: 'active', catalogue_number: 'AB-3', product_name: 'x', evidence: ['knockout'], citations: 4, created_us: 1.7e15 });
    expect(doc).toMatchObject({ evidence: ['knockout'], citations: 4, created_us: 1.7e15 });
  });

  it('sorts by relevance, most cited (then relevance) and newest (then pid, descending)', () => {
    const sortOf = (word: string | null, sort: 'relevance' | 'cited' | 'newest') =>
      (buildSearchRequest({ text: parseSearchText(word), filters: {}, sort, from: 0, size: 20 }) as any).sort;
    expect(sortOf(null, 'relevance')).toEqual([{ pid: 'asc' }]);
    expect(sortOf('tp53', 'relevance')).toEqual(['_score', { pid: 'asc' }]);
    expect(sortOf(null, 'cited')).toEqual([{ citations: 'desc' }, { pid: 'asc' }]);
    expect(sortOf('tp53', 'cited')).toEqual([{ citations: 'desc' }, '_score', { pid: 'asc' }]);
    expect(sortOf('tp53', 'newest')).toEqual([{ created_us: 'desc' }, { pid: 'desc' }]);
    expect(sortOf(null, 'newest')).toEqual([{ created_us: 'desc' }, { pid: 'desc' }]);
    expect(definition.mappings.properties.citations.type).toBe('integer');
    expect(definition.mappings.properties.created_us.type).toBe('long');
  });

  it('finds an RRID however it is typed and ranks it just below an exact catalogue number', () => {
    for (const typed of ['AB_2687500', 'RRID:AB_2687500', 'rrid: ab_2687500', 'ab2687500']) {
      const request = buildSearchRequest({ text: parseSearchText(typed), filters: {}, from: 0, size: 20 }) as any;
      const matches = request.query.bool.filter[0].bool.should;
      expect(matches).toContainEqual({ term: { rrid_key: { value: 'ab2687500' } } });
      // "RRID" is no word of any product: it is not required in the text.
      expect(JSON.stringify(matches[0])).not.toContain('rrid"');
      expect(request.query.bool.should).toContainEqual({ constant_score: { filter: { term: { rrid_key: 'ab2687500' } }, boost: RANK.rrid } });
    }
    const doc = searchDocument({ id: 9, status: 'active', catalogue_number: 'AB-9', product_name: 'x', rrid: 'AB_2687500' });
    expect(doc).toMatchObject({ rrid: 'ab 2687500 ab2687500', rrid_key: 'ab2687500' });
    expect(definition.mappings.properties.rrid).toMatchObject({ type: 'text', copy_to: ['all_text', 'name_text', 'fields_text'] });
    expect(definition.mappings.properties.rrid_key.type).toBe('keyword');
    const plain = JSON.stringify(buildSearchRequest({ text: parseSearchText('tp53'), filters: {}, from: 0, size: 20 }));
    expect(plain).not.toContain('rrid_key');
  });

  it('reads hits, totals and buckets', () => {
    const read = readSearchResponse({
      hits: { total: { value: 3 }, hits: [{ fields: { pid: [5] } }, { fields: { pid: [9] } }] },
      aggregations: { host: { values: { buckets: [{ key: 'Rabbit', doc_count: 2 }] } } },
    });
    expect(read.total).toBe(3);
    expect(read.ids).toEqual([5, 9]);
    expect(read.facets.host).toEqual([{ value: 'Rabbit', count: 2 }]);
    expect(read.facets.isotype).toEqual([]);
  });

  it('lists the products of a word of several names in its order, the first name that matches counting (issue 49)', () => {
    const request = buildSearchRequest({ text: parseSearchText('HSP70|HSP90|HSP27'), filters: {}, from: 0, size: 20 }) as any;
    const [listed] = request.query.bool.should;
    expect(listed).toEqual({
      dis_max: {
        queries: [
          { constant_score: { filter: { term: { target_keys: 'hsp70' } }, boost: 3 * RANK.listed } },
          { constant_score: { filter: { term: { target_keys: 'hsp90' } }, boost: 2 * RANK.listed } },
          { constant_score: { filter: { term: { target_keys: 'hsp27' } }, boost: RANK.listed } },
        ],
      },
    });
    // One word written one way, or several words, list nothing.
    for (const typed of ['HSP70', 'HSP70 rabbit']) {
      const plain = buildSearchRequest({ text: parseSearchText(typed), filters: {}, from: 0, size: 20 }) as any;
      expect(JSON.stringify(plain.query)).not.toContain('dis_max');
    }
  });

  it('counts a search with its filters in the query, one hit for the best rank and no aggregations (issue 49)', () => {
    const text = parseSearchText('GAPDH');
    const filters = { host: ['Rabbit'], clonality: ['Monoclonal'] };
    const search = buildSearchRequest({ text, filters, from: 0, size: 20 }) as any;
    const count = buildCountRequest({ text, filters }) as any;
    expect(count).toEqual({
      query: { bool: { must: [search.query], filter: [search.post_filter] } },
      sort: ['_score', { pid: 'asc' }],
      size: 1,
      track_total_hits: true,
      _source: false,
    });
    expect(count).not.toHaveProperty('aggs');
    expect(count).not.toHaveProperty('post_filter');
    // Browsing: the filters alone, in pid order; no filter at all counts everything.
    expect(buildCountRequest({ text: null, filters })).toMatchObject({ query: { bool: { filter: [{ match_all: {} }, search.post_filter] } }, sort: [{ pid: 'asc' }] });
    expect(buildCountRequest({ text: null, filters: {} })).toMatchObject({ query: { match_all: {} }, size: 1 });
    // The best hit's score is its rank: read like a search's answer.
    const read = readSearchResponse({ hits: { total: { value: 3 }, hits: [{ _id: '7', _score: RANK.target + RANK.fields }] } });
    expect(read).toMatchObject({ total: 3, best: RANK.target + RANK.fields });
  });
});
