import { loadIndexDefinition } from './products-index';
import { buildSameTargetRequest, buildSecondariesRequest, readCandidates } from './related-request.builder';

/** Elasticsearch cannot run on this machine: these pin the related-products requests it would receive. */
describe('Elasticsearch related products', () => {
  it('asks for products of the same target, the page\'s product left out, in pid order', () => {
    const request = buildSameTargetRequest('map2', 42) as any;
    expect(request.query).toEqual({ bool: { filter: [{ term: { target: 'map2' } }], must_not: [{ term: { pid: 42 } }] } });
    expect(request.sort).toEqual([{ pid: 'asc' }]);
    expect(request.docvalue_fields).toEqual(['pid', 'host', 'conjugation', 'modification']);
    expect(loadIndexDefinition().mappings.properties.target).toEqual({ type: 'keyword' });
  });

  it('asks for secondaries against the host species only, one per conjugate', () => {
    const request = buildSecondariesRequest(['Rabbit']) as any;
    // A secondary's reactivity is the species whose antibodies it detects: anti-rabbit for a rabbit primary, never anti-mouse.
    expect(request.query).toEqual({
      bool: { filter: [{ term: { producttype: 'Secondary Antibody' } }, { terms: { reactivity: ['Rabbit'] } }] },
    });
    expect(request.collapse).toEqual({ field: 'conjugation' });
    expect(request.sort).toEqual([{ pid: 'asc' }]);
  });

  it('reads candidates, empty values as empty text', () => {
    expect(
      readCandidates({ hits: { hits: [{ fields: { pid: [5], host: ['Goat'], conjugation: ['HRP'] } }, { fields: { pid: [9] } }] } }),
    ).toEqual([
      { pid: 5, host: 'Goat', conjugation: 'HRP', modification: '' },
      { pid: 9, host: '', conjugation: '', modification: '' },
    ]);
  });
});
