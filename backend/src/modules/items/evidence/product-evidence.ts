import type { EnteredEvidenceKind, Reference, ValidationEntry } from '@shop/contract';
import { pictureUrl } from '../pictures/picture-store';
import type { ProductImage } from '../product-image.entity';
import type { ReferenceRecord } from '../references/reference-cells';
import { referenceWire } from '../references/reference-cells';
import { REVIEW_EVIDENCE_SQL } from './research-columns.sql';

/** What the detail read fetches beside the product (subqueries of its one statement, products aliased p). */
export const RESEARCH_SELECT = `
  (SELECT coalesce(json_agg(json_build_object('application', e.application, 'species', e.species, 'kind', e.kind,
     'figure', coalesce(e.figure_file, ''), 'note', e.note, 'noteEn', e.note_en) ORDER BY e.position), '[]')
     FROM product_evidence e WHERE e.product_id = p.id) AS "evidenceEntries",
  (SELECT coalesce(json_agg(json_build_object('title', r.title, 'journal', r.journal, 'pmid', r.pubmed_id, 'sample', r.sample,
     'species', r.species, 'application', r.application,
     'impactFactor', coalesce(trim(trailing '.' FROM trim(trailing '0' FROM r.impact_factor::text)), '')) ORDER BY r.position), '[]')
     FROM product_references r WHERE r.product_id = p.id) AS "referenceRows",
  (SELECT coalesce(json_agg(json_build_object('application', v.application, 'species', v.species, 'reviews', v.n)), '[]')
     FROM (SELECT x.application, x.species, count(*)::int AS n FROM (${REVIEW_EVIDENCE_SQL}) x
            WHERE x.product_id = p.id GROUP BY 1, 2) v) AS "reviewEvidence"`;

export interface ResearchRows {
  evidenceEntries: { application: string; species: string; kind: EnteredEvidenceKind; figure: string; note: string; noteEn: string }[];
  referenceRows: ReferenceRecord[];
  reviewEvidence: { application: string; species: string; reviews: number }[];
}

/**
 * The evidence matrix's entries on the wire: each says which kind of evidence backs an application in
 * a species — the supplier's own (knockout, own data, with a figure from the product's pictures),
 * approved reviews, and references that used the antibody that way.
 */
export function validationEntries(research: ResearchRows, images: ProductImage[]): ValidationEntry[] {
  const byName = new Map(images.map((i) => [i.originalName, i]));
  const figure = (name: string) => {
    const image = byName.get(name);
    if (!image) return null;
    return {
      thumb: pictureUrl(image.file, 'thumb'),
      detail: pictureUrl(image.file, 'detail'),
      zoom: pictureUrl(image.file, 'zoom'),
      description: image.description,
      description_en: image.descriptionEn,
    };
  };
  const cited = new Map<string, { application: string; species: string; pmids: string[] }>();
  for (const r of research.referenceRows) {
    if (!r.application || !r.species) continue;
    const key = `${r.application}|${r.species}`;
    const entry = cited.get(key) ?? { application: r.application, species: r.species, pmids: [] };
    if (r.pmid) entry.pmids.push(r.pmid);
    cited.set(key, entry);
  }
  return [
    ...research.evidenceEntries.map((e) => ({
      application: e.application,
      species: e.species,
      kind: e.kind,
      figure: e.figure ? figure(e.figure) : null,
      note: e.note,
      note_en: e.noteEn,
    })),
    ...research.reviewEvidence.map((r) => ({ application: r.application, species: r.species, kind: 'user-review' as const, reviews: r.reviews })),
    ...[...cited.values()].map((c) => ({ application: c.application, species: c.species, kind: 'cited' as const, pmids: c.pmids })),
  ];
}

export const referenceList = (research: ResearchRows): Reference[] => research.referenceRows.map(referenceWire);
