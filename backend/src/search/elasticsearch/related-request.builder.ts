import { SECONDARY_ANTIBODY } from '../../modules/items/related-request';
import { RELATED_CANDIDATES, RelatedCandidate } from '../related-products';

type Query = Record<string, unknown>;

const CANDIDATE_FIELDS = ['pid', 'host', 'conjugation', 'modification'];

/** Products of the same target (search/related-products.ts), the page's product left out, in pid order. */
export function buildSameTargetRequest(target: string, pid: number): Query {
  return {
    size: RELATED_CANDIDATES,
    query: { bool: { filter: [{ term: { target } }], must_not: [{ term: { pid } }] } },
    sort: [{ pid: 'asc' }],
    _source: false,
    docvalue_fields: CANDIDATE_FIELDS,
  };
}

/**
 * Secondary antibodies against any of these species (the species they detect are their
 * reactivities), one per conjugate: the lowest pid of each. Never one against another species.
 */
export function buildSecondariesRequest(species: string[]): Query {
  return {
    size: RELATED_CANDIDATES,
    query: { bool: { filter: [{ term: { producttype: SECONDARY_ANTIBODY } }, { terms: { reactivity: species } }] } },
    collapse: { field: 'conjugation' },
    sort: [{ pid: 'asc' }],
    _source: false,
    docvalue_fields: CANDIDATE_FIELDS,
  };
}

/** Candidates out of an answer to either request. */
export function readCandidates(body: { hits: { hits: { fields?: Record<string, unknown[]> }[] } }): RelatedCandidate[] {
  return body.hits.hits.map((h) => {
    const first = (field: string) => (h.fields?.[field]?.[0] ?? '') as string;
    return { pid: Number(first('pid')), host: first('host'), conjugation: first('conjugation'), modification: first('modification') };
  });
}
