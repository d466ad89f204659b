import { oneEditVariants } from '../typo-correction';
import { loadIndexDefinition } from './products-index';
import { buildCorrectionRequest, readCorrections, TYPO_FIELDS, TYPO_FUZZINESS } from './correction-request.builder';

/** Elasticsearch cannot run on this machine: this pins the typo request it would receive. */
describe('Elasticsearch typo correction', () => {
  it('forgives one edit (transpositions included) from five letters on, in names, gene symbols, aliases and protein names', () => {
    expect([...TYPO_FIELDS]).toEqual(['product_name', 'gene_name', 'alternative_names', 'protein_name']);
    // AUTO with the shop's bounds: under five letters exact, then one edit (plain AUTO allows two from six).
    expect(TYPO_FUZZINESS).toBe('AUTO:5,100');
    const request = buildCorrectionRequest(['calbindn']) as any;
    expect(request.size).toBe(0);
    expect(request.query.bool.should).toEqual(
      TYPO_FIELDS.map((field) => ({ fuzzy: { [field]: { value: 'calbindn', fuzziness: 'AUTO:5,100', transpositions: true, prefix_length: 0 } } })),
    );
    // The candidates are counted among the catalogue's own words: the word itself and everything one edit away.
    const terms = request.aggs.w0.terms;
    expect(terms.field).toBe('typo_words');
    expect(terms.include).toContain('calbindn');
    expect(terms.include).toContain('calbindin');
    expect(terms.include).toEqual(['calbindn', ...oneEditVariants('calbindn')]);
    const mapping = loadIndexDefinition().mappings.properties;
    expect(mapping.typo_words).toEqual({ type: 'keyword' });
    for (const field of TYPO_FIELDS) expect(mapping[field].type).toBe('text');
  });

  it('keeps a word the catalogue uses and otherwise picks the candidate most products use, as the catalogue writes it', () => {
    const example = (source: Record<string, string>) => ({ hits: { hits: [{ _source: source }] } });
    const found = readCorrections(['calbindn', 'rabbit', 'zzzzzz'], {
      aggregations: {
        w0: {
          buckets: [
            { key: 'calbindin', doc_count: 7, example: example({ product_name: 'Calbindin Mouse Monoclonal Antibody' }) },
            { key: 'calbinda', doc_count: 2 },
          ],
        },
        w1: { buckets: [{ key: 'rabbit', doc_count: 900 }, { key: 'rabbits', doc_count: 1 }] },
        w2: { buckets: [] },
      },
    });
    expect(found).toEqual([{ word: 'calbindin', display: 'Calbindin', products: 7 }, null, null]);
  });
});
