import { Correction, bestCorrection, oneEditVariants } from '../typo-correction';

type Query = Record<string, unknown>;

/**
 * The fields a typo is forgiven in (typoWords() of search/typo-correction.ts draws its words from
 * the same ones): one insertion, deletion, substitution or transposition from five letters on.
 */
export const TYPO_FIELDS = ['product_name', 'gene_name', 'alternative_names', 'protein_name'] as const;

/**
 * "AUTO" fuzziness with the shop's bounds: words under five letters must match exactly, longer ones
 * may be one edit off (plain AUTO would allow two edits from six letters, PostgreSQL allows one).
 */
export const TYPO_FUZZINESS = 'AUTO:5,100';

/**
 * After a search found nothing: for each long typed word, which catalogue words one edit away
 * products use, and how many. The fuzzy query finds the products; a terms aggregation per word
 * over `typo_words`, limited to the word itself and its one-edit variants, counts them, with one
 * product that uses the word (to write it as the catalogue does).
 */
export function buildCorrectionRequest(words: string[]): Query {
  const aggs: Record<string, Query> = {};
  words.forEach((word, i) => {
    aggs[`w${i}`] = {
      terms: { field: 'typo_words', size: 20, include: [word, ...oneEditVariants(word)] },
      aggs: { example: { top_hits: { size: 1, _source: { includes: [...TYPO_FIELDS] } } } },
    };
  });
  return {
    size: 0,
    query: {
      bool: {
        should: words.flatMap((word) =>
          TYPO_FIELDS.map((field) => ({
            fuzzy: { [field]: { value: word, fuzziness: TYPO_FUZZINESS, transpositions: true, prefix_length: 0 } },
          })),
        ),
        minimum_should_match: 1,
      },
    },
    aggs,
  };
}

interface CorrectionBucket {
  key: string;
  doc_count: number;
  example?: { hits: { hits: { _source?: Record<string, unknown> }[] } };
}

/**
 * Per typed word: null when the catalogue uses it as typed (or nothing is one edit away), else the
 * best correction (most products, then alphabetical), written as in the example product.
 */
export function readCorrections(words: string[], body: { aggregations?: Record<string, { buckets?: CorrectionBucket[] }> }): (Correction | null)[] {
  return words.map((word, i) => {
    const buckets = body.aggregations?.[`w${i}`]?.buckets ?? [];
    if (buckets.some((b) => b.key === word && b.doc_count > 0)) return null;
    const best = bestCorrection(buckets.map((b) => ({ word: b.key, display: b.key, products: b.doc_count })));
    if (!best) return null;
    const bucket = buckets.find((b) => b.key === best.word);
    return { ...best, display: writtenAs(best.word, bucket?.example?.hits.hits[0]?._source ?? {}) };
  });
}

/** The word as the product writes it ("Calbindin" for 'calbindin'), or as it is. */
function writtenAs(word: string, source: Record<string, unknown>): string {
  for (const field of TYPO_FIELDS) {
    for (const w of String(source[field] ?? '').normalize('NFKC').match(/[\p{L}\p{N}]+/gu) ?? []) if (w.toLowerCase() === word) return w;
  }
  return word;
}
