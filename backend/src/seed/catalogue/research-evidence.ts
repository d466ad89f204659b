import { Rng } from './random';
import type { CatalogueProduct } from './types';
import type { ReferenceRecord } from '../../modules/items/references/reference-cells';

/**
 * The demo's research evidence: RRIDs, validation entries (knockout for products tagged
 * ko-validated, the supplier's own data for some applications) and references. Drawn from its own
 * random stream so the rest of a generated product never shifts. The PubMed IDs and titles are
 * invented: a demo catalogue, not a literature database.
 */
export interface DemoEvidence {
  rrid: string;
  /** The sheet's validation cell entries: application, species, kind, figure index (1-based) or 0, note, English note. */
  validation: { application: string; species: string; kind: 'knockout' | 'own-data'; figure: number; note: string; noteEn: string }[];
  references: ReferenceRecord[];
}

const JOURNALS: readonly (readonly [string, string])[] = [
  ['Nature Communications', '16.6'], ['Cell Reports', '8.8'], ['Journal of Biological Chemistry', '4.8'], ['Oncogene', '8.0'],
  ['Cancer Research', '11.2'], ['PLoS One', '3.7'], ['Scientific Reports', '4.6'], ['eLife', '7.7'], ['Molecular Cell', '16.0'],
  ['Cell Death & Disease', '9.0'], ['Frontiers in Immunology', '7.3'], ['Journal of Neuroscience', '5.3'],
];

const FINDINGS = [
  'regulates cell proliferation and apoptosis in',
  'is required for tumour progression in',
  'mediates the inflammatory response in',
  'controls autophagic flux in',
  'promotes metastasis through EMT in',
  'maintains genome stability in',
  'is a prognostic marker in',
];

const MODELS: readonly (readonly [string, string])[] = [
  ['hepatocellular carcinoma', 'HepG2 cells'], ['breast cancer', 'MCF-7 cells'], ['colorectal cancer', 'HCT116 cells'],
  ['non-small cell lung cancer', 'A549 cells'], ['Alzheimer disease models', 'mouse hippocampus'], ['diabetic nephropathy', 'rat kidney'],
  ['glioblastoma', 'U-87 MG cells'], ['cardiac hypertrophy', 'mouse heart tissue'],
];

const FIGURE_APPLICATION: readonly (readonly [RegExp, readonly string[]])[] = [
  [/^Western blot/, ['WB']],
  [/^Immunohistochemical|IHC staining/, ['IHC-P', 'IHC']],
  [/^Immunofluorescence|fluorescence imaging/, ['IF', 'ICC/IF', 'ICC']],
  [/^Flow cytometric/, ['FCM']],
];

/** Which of the product's pictures (1-based) shows this application, or 0. */
function figureFor(product: CatalogueProduct, application: string): number {
  const index = product.images.findIndex((image) =>
    FIGURE_APPLICATION.some(([caption, applications]) => caption.test(image.descriptionEn) && applications.includes(application)),
  );
  return index + 1;
}

export function demoEvidence(product: CatalogueProduct, seed: number): DemoEvidence {
  const rng = Rng.for(seed, product.pid, 0xe71d);
  const antibody = product.productType !== 'Reagents';
  const empty: DemoEvidence = { rrid: '', validation: [], references: [] };
  if (!antibody) return empty;
  const rrid = rng.chance(0.85) ? `AB_${2_900_000 + product.pid}` : '';
  const species = product.reactivities[0] ?? 'Human';
  const validation: DemoEvidence['validation'] = [];
  if (product.searchTags.includes('ko-validated') && product.applications.includes('WB')) {
    validation.push({
      application: 'WB', species, kind: 'knockout', figure: figureFor(product, 'WB'),
      note: '野生型与敲除细胞裂解液对比：敲除样本中目的条带消失', noteEn: 'Wild-type vs. knockout cell lysate: the band is absent in the knockout',
    });
  }
  for (const application of product.applications.slice(0, 3)) {
    for (const reactivity of product.reactivities.slice(0, 2)) {
      if (!rng.chance(0.45)) continue;
      validation.push({ application, species: reactivity, kind: 'own-data', figure: figureFor(product, application), note: '', noteEn: '' });
    }
  }
  const references: ReferenceRecord[] = [];
  const primary = product.productType === 'Primary Antibody' || product.productType === 'Pathological Antibody';
  const cited = primary && (product.pid % 10 === 7 || rng.chance(0.3));
  const count = cited ? rng.int(1, product.pid % 10 === 7 ? 9 : 5) : 0;
  const target = product.geneName || product.productName.replace(/ antibody.*$/i, '');
  for (let i = 0; i < count; i++) {
    const [journal, impact] = rng.pick(JOURNALS);
    const [disease, sample] = rng.pick(MODELS);
    references.push({
      title: `${target} ${rng.pick(FINDINGS)} ${disease}`,
      journal,
      pmid: String(rng.int(28_000_000, 39_999_999)),
      sample,
      species: sample.startsWith('mouse') ? 'Mouse' : sample.startsWith('rat') ? 'Rat' : 'Human',
      application: rng.pick(product.applications.length > 0 ? product.applications : ['WB']),
      impactFactor: impact,
    });
  }
  return { rrid, validation, references };
}
