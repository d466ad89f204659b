import { demoPubmedId, demoRrid } from '@shop/contract';
import type { ImageSpec } from './image-specs';
import { markerExpression } from './marker-expression';
import { buildProduct } from './product-generator';
import { Rng } from './random';
import type { CatalogueProduct } from './types';
import type { ReferenceRecord } from '../../modules/items/references/reference-cells';

/**
 * The demo's research evidence: RRIDs, validation entries (knockout for products tagged
 * ko-validated, the supplier's own data for some applications) and references. Drawn from its own
 * random stream so the rest of a generated product never shifts. The RRIDs, PubMed IDs and titles
 * are invented: a demo catalogue, not a literature database. The identifiers are therefore written in
 * the reserved demo form (@shop/contract's products/demo-identifiers.ts), which the storefront shows as demo data
 * instead of linking to a registry where the number would open someone else's record.
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

/** A demo paper's disease and sample: a marker's from where it is expressed (marker-expression.json), else the general models. */
export function paperModels(gene: string): readonly (readonly [string, string])[] {
  return markerExpression(gene)?.topics ?? MODELS;
}

/** Diseases whose papers may speak of tumours. */
export const CANCER = /cancer|carcinoma|glioblastoma|glioma|lymphoma|leukaemia|melanoma|sarcoma|myeloma|tumour|neuroblastoma|mesothelioma|blastoma/;

export const modelSpecies = (sample: string) => (sample.startsWith('mouse') ? 'Mouse' : sample.startsWith('rat') ? 'Rat' : 'Human');

/**
 * Which of the product's pictures (1-based) shows this application in this species, or 0: a
 * "WB · Mouse" entry opens a blot with a mouse lane, a knockout entry the knockout blot.
 */
function figureFor(specs: readonly ImageSpec[], application: string, species: string, blot: 'knockout' | 'other' = 'other'): number {
  const shows = (spec: ImageSpec) => (spec.kind === 'wb' ? spec.lanes.some((l) => l.species === species) : spec.sample.species === species);
  const index = specs.findIndex((spec) => (blot === 'knockout') === (spec.blot === 'knockout') && spec.applications.includes(application) && shows(spec));
  return index + 1;
}

/** `specs` are the product's picture plans (rebuilt from its pid when not given). */
export function demoEvidence(product: CatalogueProduct, seed: number, specs: readonly ImageSpec[] = buildProduct(product.pid, seed).imageSpecs): DemoEvidence {
  const rng = Rng.for(seed, product.pid, 0xe71d);
  const antibody = product.productType !== 'Reagents';
  const empty: DemoEvidence = { rrid: '', validation: [], references: [] };
  if (!antibody) return empty;
  const rrid = rng.chance(0.85) ? demoRrid(10_000 + product.pid) : '';
  const validation: DemoEvidence['validation'] = [];
  const knockoutFigure = figureFor(specs, 'WB', 'Human', 'knockout');
  if (product.searchTags.includes('ko-validated') && knockoutFigure > 0) {
    validation.push({
      application: 'WB', species: 'Human', kind: 'knockout', figure: knockoutFigure,
      note: '野生型与敲除细胞裂解液对比：敲除样本中目的条带消失', noteEn: 'Wild-type vs. knockout cell lysate: the band is absent in the knockout',
    });
  }
  for (const application of product.applications.slice(0, 3)) {
    for (const reactivity of product.reactivities.slice(0, 2)) {
      if (!rng.chance(0.45)) continue;
      validation.push({ application, species: reactivity, kind: 'own-data', figure: figureFor(specs, application, reactivity), note: '', noteEn: '' });
    }
  }
  const references: ReferenceRecord[] = [];
  const primary = product.productType === 'Primary Antibody' || product.productType === 'Pathological Antibody';
  const cited = primary && (product.pid % 10 === 7 || rng.chance(0.3));
  // Papers only in species the antibody reacts with, so a "Cited" mark never contradicts its reactivity.
  const models = paperModels(product.geneName).filter(([, sample]) => product.reactivities.includes(modelSpecies(sample)));
  const count = cited && models.length > 0 ? rng.int(1, product.pid % 10 === 7 ? 9 : 5) : 0;
  const target = product.geneName || product.productName.replace(/ antibody.*$/i, '');
  for (let i = 0; i < count; i++) {
    const [journal, impact] = rng.pick(JOURNALS);
    const [disease, sample] = rng.pick(models);
    // Tumour findings only for cancer models ("required for tumour progression in cardiac hypertrophy" is no title).
    const cancer = CANCER.test(disease);
    const findings = FINDINGS.filter((f) => cancer || !/tumour|metastasis/.test(f));
    references.push({
      title: `${target} ${rng.pick(findings)} ${disease}`,
      journal,
      pmid: demoPubmedId(rng.int(28_000_000, 39_999_999)),
      sample,
      species: modelSpecies(sample),
      application: rng.pick(product.applications.length > 0 ? product.applications : ['WB']),
      impactFactor: impact,
    });
  }
  return { rrid, validation, references };
}
