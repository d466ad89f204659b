import { FACETS } from '../facets';
import { parseSearchText } from '../search-text';
import { INDEX_DEFINITION_PATH, loadIndexDefinition, searchDocument } from './products-index';
import { buildSearchRequest, readSearchResponse } from './search-request.builder';

/** Elasticsearch cannot run on this machine: these pin the requests and mapping it would receive. */
describe('Elasticsearch query builder and mapping', () => {
  const definition = loadIndexDefinition();

  it('maps every filter as a keyword field and every searched field as text', () => {
    expect(INDEX_DEFINITION_PATH).toMatch(/infra\/elasticsearch\/products\.index\.json$/);
    const props = definition.mappings.properties;
    for (const facet of FACETS) expect(props[facet]).toEqual({ type: 'keyword' });
    for (const field of ['gene_name', 'product_name', 'protein_name', 'alternative_names', 'identifiers', 'catalogue_text']) {
      expect(props[field]).toMatchObject({ type: 'text', copy_to: 'all_text' });
    }
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
      fuzzy: false,
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
    expect(request).toMatchObject({ from: 20, size: 20, track_total_hits: true });
  });

  it('ranks an exact catalogue number and gene symbol first and matches catalogue prefixes', () => {
    const request = buildSearchRequest({ text: parseSearchText('ab-1006'), fuzzy: false, filters: {}, from: 0, size: 20 }) as any;
    expect(request.query.bool.should).toEqual(
      expect.arrayContaining([
        { term: { catalogue_key: { value: 'ab1006', boost: 100 } } },
        { term: { gene_key: { value: 'ab-1006', boost: 50 } } },
      ]),
    );
    expect(JSON.stringify(request.query.bool.filter)).toContain('{"prefix":{"catalogue_key":{"value":"ab1006"}}}');
    expect(request.sort).toEqual(['_score', { pid: 'asc' }]);
    expect(request.post_filter).toBeUndefined();
  });

  it('forgives one wrong letter in long words only on the second attempt', () => {
    const exact = JSON.stringify(buildSearchRequest({ text: parseSearchText('vimentim'), fuzzy: false, filters: {}, from: 0, size: 20 }));
    expect(exact).not.toContain('fuzzy');
    const fuzzy = JSON.stringify(buildSearchRequest({ text: parseSearchText('vimentim p'), fuzzy: true, filters: {}, from: 0, size: 20 }));
    expect(fuzzy).toContain('{"fuzzy":{"gene_key":{"value":"vimentim","fuzziness":1,"transpositions":false,"prefix_length":0}}}');
    expect(fuzzy).not.toContain('"value":"p","fuzziness"');
  });

  it('browses everything in pid order without a word', () => {
    const request = buildSearchRequest({ text: null, fuzzy: false, filters: {}, from: 0, size: 20 }) as any;
    expect(request.query).toEqual({ match_all: {} });
    expect(request.sort).toEqual([{ pid: 'asc' }]);
  });

  it('never passes typed punctuation into the query', () => {
    const json = JSON.stringify(buildSearchRequest({ text: parseSearchText(`'; DROP TABLE x; -- "*"`), fuzzy: false, filters: {}, from: 0, size: 20 }));
    // Typed text only reaches term-level queries and multi_match as plain words: no query-string syntax.
    expect(json).not.toContain('query_string');
    const request = JSON.parse(json);
    expect(request.query.bool.filter[0].bool.filter).toEqual([
      { prefix: { all_text: { value: 'drop' } } },
      { prefix: { all_text: { value: 'table' } } },
      { term: { all_text: 'x' } },
    ]);
    expect(request.query.bool.should[2].multi_match.query).toBe('drop table x');
  });

  it('filters and counts evidence like the other filters (OR within, AND across)', () => {
    const request = buildSearchRequest({
      text: null,
      fuzzy: false,
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
      (buildSearchRequest({ text: parseSearchText(word), fuzzy: false, filters: {}, sort, from: 0, size: 20 }) as any).sort;
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
      const request = buildSearchRequest({ text: parseSearchText(typed), fuzzy: false, filters: {}, from: 0, size: 20 }) as any;
      const matches = request.query.bool.filter[0].bool.should;
      expect(matches).toContainEqual({ term: { rrid_key: { value: 'ab2687500' } } });
      // "RRID" is no word of any product: it is not required in the text.
      expect(JSON.stringify(matches[0])).not.toContain('rrid"');
      expect(request.query.bool.should).toContainEqual({ term: { rrid_key: { value: 'ab2687500', boost: 75 } } });
    }
    const doc = searchDocument({ id: 9, status: 'active', catalogue_number: 'AB-9', product_name: 'x', rrid: 'AB_2687500' });
    expect(doc).toMatchObject({ rrid: 'AB_2687500', rrid_key: 'ab2687500' });
    expect(definition.mappings.properties.rrid).toMatchObject({ type: 'text', copy_to: 'all_text' });
    expect(definition.mappings.properties.rrid_key.type).toBe('keyword');
    const plain = JSON.stringify(buildSearchRequest({ text: parseSearchText('tp53'), fuzzy: false, filters: {}, from: 0, size: 20 }));
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
});
