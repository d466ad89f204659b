/**
 * Deterministic product generation: every product is a pure function of (pid, count, seed),
 * so a million products can be streamed in any order without holding any in memory.
 */
import {
  APPLICATIONS, CONJUGATIONS, HOSTS, ISOTYPES, MODIFICATIONS, REACTIVITIES,
  type Modification, type ProductType,
} from './enumerations';
import { knockoutLinesFor, planImages, toProductImages, type ImageSpec } from './image-specs';
import {
  bufferText, cloneNumber, dilutionText, isFluorescent, isotypeFor, lightChainFor,
  MODIFICATION_PREFIX, MODIFICATION_VERB, purificationFor, storageText,
} from './product-attributes';
import { Rng } from './random';
import { REAGENTS, type Reagent } from './reagents';
import { SECONDARY_TARGETS } from './secondary-targets';
import { TAG_TARGETS } from './tags';
import { SPECIES_GROUPS, speciesOf, withinRange } from './species';
import { LOADING_CONTROL_TARGETS, PATHOLOGY_TARGETS, TARGETS, type Target } from './targets';
import type { CatalogueProduct, PriceOption } from './types';
import type { GroupProperty } from '@shop/contract';

const PRODUCT_TYPE_WEIGHTS: readonly (readonly [ProductType, number])[] = [
  ['Primary Antibody', 60],
  ['Secondary Antibody', 11],
  ['Pathological Antibody', 8],
  ['Loading Control Antibody', 7],
  ['Reagents', 7],
  ['Tag Antibody', 7],
];

const CATALOGUE_PREFIX: Record<ProductType, string> = {
  'Primary Antibody': 'AB',
  'Secondary Antibody': 'SA',
  'Pathological Antibody': 'PA',
  'Loading Control Antibody': 'LC',
  Reagents: 'RG',
  'Tag Antibody': 'TA',
};

const PRIMARY_HOSTS: readonly (readonly [string, number])[] = [
  ['Rabbit', 55], ['Mouse', 34], ['Rat', 2], ['Goat', 3], ['Chicken', 2], ['Sheep', 1],
  ['Guinea pig', 1], ['Alpaca', 0.6], ['Camel', 0.4], ['Hamster', 0.5], ['Human', 0.5],
];

const MODIFICATION_WEIGHTS: readonly (readonly [Modification, number])[] = [
  ['Unmodified', 78], ['Phosphorylated', 12], ['Acetylated', 3], ['Methylated', 3],
  ['Cleaved', 2.5], ['Butyrylated', 0.7], ['Hydroxylated', 0.8],
];

/** Targets whose antibodies are also sold for plants (species.ts, targets.ts `reactivityRange`). */
const PLANT_TARGETS_BY_MODIFICATION = new Map<Modification, Target[]>(
  MODIFICATIONS.map((m) => [m, TARGETS.filter((t) => t.reactivityRange === 'eukaryote' && (m === 'Unmodified' || (t.sites[m]?.length ?? 0) > 0))]),
);
const BROADLY_REACTIVE = (t: Target) => t.reactivityRange !== 'mammal';

const TARGETS_BY_MODIFICATION = new Map<Modification, Target[]>(
  MODIFICATIONS.map((m) => [m, m === 'Unmodified' ? [...TARGETS] : TARGETS.filter((t) => (t.sites[m]?.length ?? 0) > 0)]),
);

/** Built product plus the private picture plan, which `product-images.ts` renders. */
export interface BuiltProduct {
  product: CatalogueProduct;
  imageSpecs: ImageSpec[];
}

interface Draft {
  productType: ProductType;
  host: string;
  clonality: string;
  isotype: string;
  conjugation: string;
  modification: string;
  applications: string[];
  reactivities: string[];
  target: Target | null;
  name: string;
}

const ORDER_INDEX = new Map<readonly string[], Map<string, number>>();

/**
 * Dedupes and sorts into vocabulary order (WB before IHC, Human before Mouse). Sorting the few
 * chosen values by a cached index is much cheaper than filtering the whole vocabulary.
 */
function byEnumOrder(values: Iterable<string>, order: readonly string[]): string[] {
  let index = ORDER_INDEX.get(order);
  if (!index) {
    index = new Map(order.map((v, i) => [v, i]));
    ORDER_INDEX.set(order, index);
  }
  const known = index;
  const out: string[] = [];
  for (const v of values) if (known.has(v) && !out.includes(v)) out.push(v);
  return out.sort((a, b) => (known.get(a) as number) - (known.get(b) as number));
}

function clonalityFor(rng: Rng, host: string): string {
  if (host === 'Camel' || host === 'Alpaca') return 'Nano-antibody';
  if (host === 'Rabbit') return rng.chance(0.6) ? 'Monoclonal' : 'Polyclonal';
  if (host === 'Mouse') return rng.chance(0.96) ? 'Monoclonal' : 'Polyclonal';
  if (host === 'Rat' || host === 'Hamster' || host === 'Human') return 'Monoclonal';
  return 'Polyclonal';
}

function primaryApplications(rng: Rng, target: Target, modification: string): string[] {
  const apps = new Set<string>();
  const membrane = target.subcellularLocation.includes('membrane');
  const nuclear = target.subcellularLocation.startsWith('Nucleus');
  const histone = target.gene.startsWith('H2') || target.gene.startsWith('H3') || target.gene.startsWith('H4');
  if (rng.chance(0.88)) apps.add('WB');
  if (rng.chance(0.5)) apps.add('IHC-P');
  if (rng.chance(0.35)) apps.add('ICC/IF');
  if (rng.chance(0.15)) apps.add('IF');
  if (rng.chance(membrane ? 0.45 : 0.1)) apps.add('FCM');
  if (rng.chance(0.2)) apps.add('IP');
  if (rng.chance(0.15)) apps.add('ELISA');
  if (rng.chance(0.07)) apps.add('IHC-F');
  if (rng.chance(0.05)) apps.add('ICC');
  if (rng.chance(0.04)) apps.add('IHC');
  if (rng.chance(0.05)) apps.add('Co-IP');
  if (nuclear && rng.chance(histone ? 0.8 : 0.15)) apps.add('ChIP');
  if (histone && modification !== 'Unmodified') {
    if (rng.chance(0.6)) apps.add('ChIP-seq');
    if (rng.chance(0.5)) apps.add('CUT&Tag');
  }
  if (rng.chance(0.02)) apps.add('Dot Blot');
  if (rng.chance(0.015)) apps.add('Simple Western');
  if (rng.chance(0.01)) apps.add(rng.pick(APPLICATIONS));
  if (apps.size === 0) apps.add('WB');
  return byEnumOrder(apps, APPLICATIONS);
}

/** Reactivities within what the target's conservation allows (targets.ts `reactivityRange`). */
function primaryReactivities(rng: Rng, target: Target, host: string, flavour: 'plain' | 'zebrafish' | 'plant'): string[] {
  const range = target.reactivityRange;
  const r = new Set<string>();
  if (flavour === 'plant') {
    r.add('Plants');
    for (const p of rng.sample(SPECIES_GROUPS.plant.slice(1), rng.int(1, 3))) r.add(p);
    if (rng.chance(0.5)) r.add('Human');
    return byEnumOrder(r, REACTIVITIES);
  }
  r.add('Human');
  if (host !== 'Mouse' && rng.chance(0.75)) r.add('Mouse');
  if (host !== 'Rat' && rng.chance(0.6)) r.add('Rat');
  if (flavour === 'zebrafish') r.add('Zebrafish');
  if (rng.chance(0.12)) r.add('Monkey');
  if (rng.chance(0.04)) r.add(rng.pick(SPECIES_GROUPS.mammal.slice(3)));
  if (range !== 'mammal') {
    if (rng.chance(0.3)) r.add(rng.pick(SPECIES_GROUPS.mammal.slice(3)));
    if (rng.chance(0.12)) r.add(rng.pick(SPECIES_GROUPS.vertebrate));
  }
  const invertebrates = speciesOf('invertebrate', range);
  if (invertebrates.length > 0 && rng.chance(0.25)) r.add(rng.pick(invertebrates));
  const fungi = speciesOf('fungus', range);
  if (fungi.length > 0 && rng.chance(0.2)) r.add(rng.pick(fungi));
  r.delete(host);
  if (r.size === 0) r.add('Human');
  return byEnumOrder(r, REACTIVITIES);
}

/**
 * What a label allows: a fluorophore is read by fluorescence (no chemiluminescent blot), an
 * enzyme by its substrate (no imaging or flow), beads only pull proteins down.
 */
function applicationsForConjugate(applications: readonly string[], conjugation: string): string[] {
  if (conjugation === 'Agarose' || conjugation === 'Magnetic beads') return ['IP', 'Co-IP'];
  let kept = [...applications];
  if (isFluorescent(conjugation)) kept = kept.filter((a) => a !== 'WB' && a !== 'Simple Western' && a !== 'Dot Blot');
  if (conjugation === 'HRP' || conjugation === 'AP') kept = kept.filter((a) => !FLUORESCENCE_READOUTS.has(a));
  if (kept.length === 0) kept = isFluorescent(conjugation) ? ['ICC/IF', 'FCM'] : ['WB'];
  return byEnumOrder(kept, APPLICATIONS);
}
const FLUORESCENCE_READOUTS = new Set(['ICC/IF', 'IF', 'ICC', 'FCM', 'FACS sorting', 'Multiplex']);

function modifiedName(target: Target, modification: string, site: string): string {
  if (modification === 'Unmodified') return target.displayName;
  const prefix = MODIFICATION_PREFIX[modification] ?? '';
  return `${prefix}${target.displayName} (${site})`;
}

function antibodyName(display: string, host: string, clonality: string, clone: string, conjugation: string, suffix = ''): string {
  const kind =
    clonality === 'Nano-antibody'
      ? `${host} Nano-antibody (VHH)`
      : clonality === 'Monoclonal'
        ? `${host} Monoclonal Antibody [${clone}]`
        : `${host} Polyclonal Antibody`;
  const conj = conjugation && conjugation !== 'Unconjugated' ? ` (${conjugation} Conjugated)` : '';
  return `${display} ${kind}${conj}${suffix}`;
}

function priceSet(rng: Rng, sizes: readonly [string, string, string], middleYuan: number, ratios: readonly [number, number]): [PriceOption, PriceOption, PriceOption] {
  // Prices end in 0 yuan like a real price list; integer fen avoids float money.
  const round10 = (y: number) => Math.max(10, Math.round(y / 10) * 10);
  const small = round10(middleYuan * ratios[0]);
  const large = Math.max(round10(middleYuan * ratios[1]), middleYuan + 10);
  void rng;
  return [
    { size: sizes[0], priceFen: Math.min(small, middleYuan - 10) * 100 },
    { size: sizes[1], priceFen: middleYuan * 100 },
    { size: sizes[2], priceFen: large * 100 },
  ];
}

function catalogueNumber(type: ProductType, pid: number): string {
  // The number part is a bijection of pid, so numbers stay unique even when hyphens and case are ignored.
  return `${CATALOGUE_PREFIX[type]}-${10000 + pid}`;
}

/**
 * One product in ten is a "showcase" primary whose host, conjugate, modification and one
 * application/reactivity cycle through the full vocabularies, so any 2,000 consecutive pids from 1
 * exercise every filter value regardless of the seed.
 */
function isShowcase(pid: number): boolean {
  return pid % 10 === 7;
}

/** The declaration's target attributes the generator writes (a target declared later must be written here too). */
type TargetFields = Pick<CatalogueProduct, Extract<keyof CatalogueProduct, GroupProperty<'target'>>>;

function emptyTargetFields(): TargetFields {
  return {
    geneName: '', alternativeNames: '', background: '', subcellularLocation: '', researchField: '', proteinName: '',
    entrezGeneHuman: '', entrezGeneMouse: '', entrezGeneRat: '', swissProtHuman: '', swissProtMouse: '', swissProtRat: '', molecularWeight: '',
  };
}

const TARGET_FIELDS = new Map<Target, TargetFields>();

function targetFields(t: Target, observedKda: number): TargetFields {
  let base = TARGET_FIELDS.get(t);
  if (!base) {
    base = baseTargetFields(t);
    TARGET_FIELDS.set(t, base);
  }
  if (observedKda === t.molecularWeightKda) return base;
  return { ...base, molecularWeight: `${t.molecularWeightKda} kDa (calculated); ${observedKda} kDa (observed)` };
}

function baseTargetFields(t: Target): TargetFields {
  return {
    geneName: t.gene,
    alternativeNames: t.aliases.join(', '),
    background: t.background,
    subcellularLocation: t.subcellularLocation,
    researchField: t.researchField,
    proteinName: t.proteinName,
    entrezGeneHuman: t.entrezHuman,
    entrezGeneMouse: t.entrezMouse,
    entrezGeneRat: t.entrezRat,
    swissProtHuman: t.swissProtHuman,
    swissProtMouse: t.swissProtMouse,
    swissProtRat: t.swissProtRat,
    molecularWeight: `${t.molecularWeightKda} kDa`,
  };
}

function buildReagent(pid: number, rng: Rng): BuiltProduct {
  const reagent: Reagent = rng.pick(REAGENTS);
  const applications = byEnumOrder(reagentApplications(reagent.category), APPLICATIONS);
  const prices = priceSet(rng, reagent.sizes, reagent.basePriceYuan, [0.4, 3.2]);
  const imageSpecs = planImages(rng, {
    productName: reagent.name, productType: 'Reagents', applications, reactivities: [], molecularWeightKda: 50,
    host: '', size: reagent.sizes[1], reagentCategory: reagent.category, conjugation: '', knockoutOf: '',
  });
  const product: CatalogueProduct = {
    pid,
    catalogueNumber: catalogueNumber('Reagents', pid),
    productName: reagent.name,
    productType: 'Reagents',
    host: '', applications, reactivities: [], modification: '', conjugation: '', clonality: '', cloneNumber: '', isotype: '', lightChainType: '',
    dilutionRatio: '', concentration: '', immunogen: '', specificity: reagent.description, form: reagent.form, bufferSystem: '',
    storage: reagent.storage, purification: '',
    ...emptyTargetFields(),
    researchField: reagent.category,
    searchTags: rng.chance(0.1) ? ['hot'] : rng.chance(0.08) ? ['new'] : [],
    recommended: [],
    prices,
    images: toProductImages(pid, imageSpecs, reagent.name),
  };
  return { product, imageSpecs };
}

function reagentApplications(category: string): string[] {
  switch (category) {
    case 'Western blot':
    case 'Electrophoresis':
    case 'Protein quantification':
      return ['WB'];
    case 'Immunohistochemistry':
      return ['IHC-P'];
    case 'Cell imaging':
      return ['ICC/IF', 'IF'];
    case 'Immunoprecipitation':
      return ['IP', 'Co-IP'];
    case 'Epigenetics':
      return ['ChIP', 'CUT&Tag'];
    case 'Cell assays':
      return ['FCM'];
    default:
      return [];
  }
}

function draftPrimary(rng: Rng, pid: number, type: ProductType): Draft & { site: string; clone: string; observedKda: number } {
  const showcase = type === 'Primary Antibody' && isShowcase(pid);
  const k = Math.floor(pid / 10);
  let modification: Modification;
  let target: Target;
  let host: string;
  // The showcase's cycled reactivity is only claimed for a target conserved enough to have it.
  const showcaseSpecies = REACTIVITIES[k % REACTIVITIES.length] as string;
  let plantLine = false;
  if (showcase) {
    modification = MODIFICATIONS[k % MODIFICATIONS.length] as Modification;
    const candidates = TARGETS_BY_MODIFICATION.get(modification) ?? [...TARGETS];
    const fitting = candidates.filter((t) => withinRange(t.reactivityRange, showcaseSpecies));
    const broad = fitting.filter(BROADLY_REACTIVE);
    target = rng.pick(broad.length > 0 ? broad : fitting.length > 0 ? fitting : candidates);
    host = HOSTS[k % HOSTS.length] as string;
  } else if (type === 'Pathological Antibody') {
    modification = 'Unmodified';
    target = rng.pick(PATHOLOGY_TARGETS);
    host = rng.chance(0.7) ? 'Rabbit' : 'Mouse';
  } else if (type === 'Loading Control Antibody') {
    modification = 'Unmodified';
    target = rng.pick(LOADING_CONTROL_TARGETS);
    host = rng.weighted(PRIMARY_HOSTS.slice(0, 4));
  } else {
    modification = rng.weighted(MODIFICATION_WEIGHTS);
    const plantTargets = PLANT_TARGETS_BY_MODIFICATION.get(modification) ?? [];
    // A small line of plant antibodies, to the proteins conserved enough to have them.
    plantLine = plantTargets.length > 0 && rng.chance(0.05);
    target = rng.pick(plantLine ? plantTargets : (TARGETS_BY_MODIFICATION.get(modification) ?? TARGETS));
    host = rng.weighted(PRIMARY_HOSTS);
  }
  const site = modification === 'Unmodified' ? '' : rng.pick(target.sites[modification] ?? ['']);
  let clonality = type === 'Pathological Antibody' ? 'Monoclonal' : clonalityFor(rng, host);
  if (showcase && clonality === 'Monoclonal' && k % 4 === 1 && host !== 'Human' && host !== 'Hamster') clonality = 'Polyclonal';
  const isotype = showcase && clonality === 'Monoclonal' ? (ISOTYPES[k % ISOTYPES.length] as string) : isotypeFor(rng, host, clonality);
  const conjugation = showcase
    ? (CONJUGATIONS[k % CONJUGATIONS.length] as string)
    : type === 'Pathological Antibody' || rng.chance(0.85)
      ? 'Unconjugated'
      : type === 'Loading Control Antibody'
        ? 'HRP' // a loading control is read on the blot, so its label is one a blot develops
        : rng.pick(CONJUGATIONS);
  const flavour: 'plain' | 'zebrafish' | 'plant' =
    type !== 'Primary Antibody' && type !== 'Loading Control Antibody'
      ? 'plain'
      : plantLine || (target.reactivityRange === 'eukaryote' && rng.chance(0.3))
        ? 'plant'
        : target.reactivityRange !== 'mammal' && rng.chance(target.reactivityRange === 'vertebrate' ? 0.12 : 0.3)
          ? 'zebrafish'
          : 'plain';
  let applications: string[];
  if (type === 'Pathological Antibody') {
    const apps = new Set(['IHC-P']);
    if (rng.chance(0.3)) apps.add('IHC');
    if (rng.chance(0.3)) apps.add('WB');
    if (rng.chance(0.15)) apps.add('ICC/IF');
    applications = byEnumOrder(apps, APPLICATIONS);
  } else if (type === 'Loading Control Antibody') {
    const apps = new Set(['WB']);
    if (rng.chance(0.4)) apps.add('ICC/IF');
    if (rng.chance(0.3)) apps.add('IHC-P');
    if (rng.chance(0.15)) apps.add('Simple Western');
    applications = byEnumOrder(apps, APPLICATIONS);
  } else {
    applications = primaryApplications(rng, target, modification);
    if (isFluorescent(conjugation)) applications = byEnumOrder([...applications, 'FCM', 'ICC/IF'], APPLICATIONS);
    if (showcase) applications = byEnumOrder([...applications, APPLICATIONS[k % APPLICATIONS.length] as string], APPLICATIONS);
  }
  applications = applicationsForConjugate(applications, conjugation);
  let reactivities = primaryReactivities(rng, target, host, flavour);
  if (showcase && withinRange(target.reactivityRange, showcaseSpecies)) reactivities = byEnumOrder([...reactivities, showcaseSpecies], REACTIVITIES);
  const clone = cloneNumber(rng, host, clonality);
  const display = modifiedName(target, modification, site);
  const suffix = type === 'Pathological Antibody' ? ' - IHC Pathology Grade' : type === 'Loading Control Antibody' ? ' - Loading Control' : '';
  const name = antibodyName(display, host, clonality, clone, conjugation, suffix);
  // Cleaved forms run as their fragments; others occasionally run a little higher than calculated (glycosylation).
  const observedKda =
    modification === 'Cleaved'
      ? Math.max(8, Math.round(target.molecularWeightKda * rng.pick([0.35, 0.55, 0.8])))
      : rng.chance(0.2)
        ? Math.round(target.molecularWeightKda * rng.pick([1.1, 1.2, 1.3]))
        : target.molecularWeightKda;
  return { productType: type, host, clonality, isotype, conjugation, modification, applications, reactivities, target, name, site, clone, observedKda };
}

function buildPrimaryLike(pid: number, rng: Rng, type: ProductType): BuiltProduct {
  const d = draftPrimary(rng, pid, type);
  const t = d.target as Target;
  const aa = Math.max(30, Math.round(t.molecularWeightKda * 9));
  const start = rng.int(1, Math.max(1, aa - 120));
  const immunogen =
    d.modification !== 'Unmodified'
      ? `Synthetic peptide surrounding ${d.site} of human ${t.displayName}, ${d.modification.toLowerCase()} at that residue, conjugated to KLH.`
      : d.clonality === 'Monoclonal' || d.clonality === 'Nano-antibody'
        ? `Recombinant fragment corresponding to human ${t.displayName} aa ${start}-${Math.min(aa, start + rng.int(60, 300))}.`
        : `Synthetic peptide within human ${t.displayName} aa ${start}-${start + rng.int(14, 30)}, conjugated to KLH.`;
  const specificity =
    d.modification === 'Unmodified'
      ? `${t.displayName} antibody detects endogenous levels of total ${t.displayName} protein.`
      : `Detects endogenous ${t.displayName} only when ${MODIFICATION_VERB[d.modification] ?? ''} ${d.site}.`;
  const lyophilised = d.conjugation === 'Unconjugated' && rng.chance(0.08);
  const searchTags: string[] = [];
  if (rng.chance(0.08)) searchTags.push('hot');
  if (rng.chance(0.1)) searchTags.push('new');
  if (type === 'Pathological Antibody') searchTags.push('pathology');
  if (d.reactivities.includes('Zebrafish')) searchTags.push('zebrafish');
  if (d.reactivities.includes('Plants')) searchTags.push('plant');
  // Knockout validation is shown on human knockout cell lines, so only antibodies that see human proteins carry it,
  // and only for a target some common human line expresses (a knockout of Melan-A in HeLa would show nothing).
  if (d.applications.includes('WB') && d.reactivities.includes('Human') && rng.chance(0.12) && knockoutLinesFor(t.gene).length > 0) searchTags.push('ko-validated');
  if (d.clonality === 'Monoclonal' && (d.host === 'Rabbit' || d.host === 'Human')) searchTags.push('recombinant');
  if (d.modification === 'Phosphorylated') searchTags.push('phospho');
  if (d.applications.includes('FCM')) searchTags.push('flow');
  if (d.applications.includes('ChIP')) searchTags.push('chip-grade');
  const sizes: [string, string, string] = ['50 µl', '100 µl', '200 µl'];
  const middle =
    type === 'Loading Control Antibody' ? rng.int(78, 198) * 10 : type === 'Pathological Antibody' ? rng.int(158, 398) * 10 : rng.int(128, 498) * 10;
  const prices = priceSet(rng, sizes, middle, [0.62, 1.7]);
  const imageSpecs = planImages(rng, {
    productName: d.name, productType: type, applications: d.applications, reactivities: d.reactivities,
    molecularWeightKda: d.observedKda, host: d.host, size: sizes[1], reagentCategory: '', conjugation: d.conjugation,
    knockoutOf: searchTags.includes('ko-validated') ? t.gene : '',
    gene: t.gene,
  });
  const product: CatalogueProduct = {
    pid,
    catalogueNumber: catalogueNumber(type, pid),
    productName: d.name,
    productType: type,
    host: d.host,
    applications: d.applications,
    reactivities: d.reactivities,
    modification: d.modification,
    conjugation: d.conjugation,
    clonality: d.clonality,
    cloneNumber: d.clone,
    isotype: d.isotype,
    lightChainType: d.clonality === 'Monoclonal' ? lightChainFor(rng, d.clonality) : '',
    dilutionRatio: dilutionText(rng, d.applications, type),
    concentration: lyophilised ? '' : rng.pick(['1 mg/ml', '0.5 mg/ml', '0.2 mg/ml', '1.2 mg/ml', '0.8 mg/ml']),
    immunogen,
    specificity,
    form: lyophilised ? 'Lyophilized' : 'Liquid',
    bufferSystem: bufferText(d.conjugation, lyophilised),
    storage: storageText(d.conjugation),
    purification: purificationFor(d.host, d.clonality, d.modification, type),
    ...targetFields(t, d.observedKda),
    searchTags,
    recommended: [],
    prices,
    images: toProductImages(pid, imageSpecs, d.name),
  };
  return { product, imageSpecs };
}

function buildTag(pid: number, rng: Rng): BuiltProduct {
  const tag = rng.pick(TAG_TARGETS);
  const host = rng.weighted<string>([['Mouse', 50], ['Rabbit', 40], ['Goat', 4], ['Chicken', 3], ['Alpaca', 3]]);
  const clonality = clonalityFor(rng, host);
  const clone = cloneNumber(rng, host, clonality);
  const conjugation = rng.chance(0.7) ? 'Unconjugated' : rng.pick(['HRP', 'FITC', 'Biotin', 'Agarose', 'Magnetic beads', 'Alexa Fluor 488', 'Alexa Fluor 647', 'PE']);
  const display = tag.name === 'DYKDDDDK' ? 'DYKDDDDK (FLAG) Tag' : `${tag.name} Tag`;
  const name = antibodyName(display, host, clonality, clone, conjugation);
  const apps = new Set(['WB']);
  if (rng.chance(0.6)) apps.add('IP');
  if (rng.chance(0.5)) apps.add('ICC/IF');
  if (rng.chance(0.4)) apps.add('ELISA');
  if (rng.chance(0.3)) apps.add('FCM');
  if (rng.chance(0.2)) apps.add('ChIP');
  if (rng.chance(0.2)) apps.add('Co-IP');
  const applications = applicationsForConjugate([...apps], conjugation);
  // A tag is no species' protein: it is detected on whatever expresses the fusion, so a tag antibody
  // claims no species reactivity ("Human, Potato" on a tdTomato antibody would be a claim about potatoes).
  const reactivities: string[] = [];
  const kda = tag.molecularWeightKda > 0 ? tag.molecularWeightKda : rng.int(25, 110);
  const sizes: [string, string, string] = ['50 µl', '100 µl', '200 µl'];
  const prices = priceSet(rng, sizes, rng.int(98, 248) * 10, [0.62, 1.7]);
  const imageSpecs = planImages(rng, {
    productName: name, productType: 'Tag Antibody', applications, reactivities: ['Other'], molecularWeightKda: kda, host, size: sizes[1], reagentCategory: '',
    conjugation, knockoutOf: '',
  });
  const product: CatalogueProduct = {
    pid,
    catalogueNumber: catalogueNumber('Tag Antibody', pid),
    productName: name,
    productType: 'Tag Antibody',
    host, applications, reactivities,
    modification: 'Unmodified', conjugation, clonality, cloneNumber: clone,
    isotype: isotypeFor(rng, host, clonality),
    lightChainType: lightChainFor(rng, clonality),
    dilutionRatio: dilutionText(rng, applications, 'Tag Antibody'),
    concentration: rng.pick(['1 mg/ml', '0.5 mg/ml']),
    immunogen: tag.sequence ? `Synthetic peptide ${tag.sequence} conjugated to KLH.` : `Recombinant full-length ${tag.fullName}.`,
    specificity: tag.sequence
      ? `Recognises the ${tag.fullName} (${tag.sequence}) at the N-terminus, C-terminus or internal positions of fusion proteins.`
      : `Recognises ${tag.fullName} and its fusion proteins.`,
    form: 'Liquid',
    bufferSystem: bufferText(conjugation, false),
    storage: storageText(conjugation),
    purification: purificationFor(host, clonality, 'Unmodified', 'Tag Antibody'),
    ...emptyTargetFields(),
    geneName: '',
    alternativeNames: tag.aliases.join(', '),
    proteinName: tag.fullName,
    molecularWeight: tag.molecularWeightKda > 0 ? `${tag.molecularWeightKda} kDa (tag alone)` : 'Depends on the fusion partner',
    background: `${tag.fullName} is an ${tag.group} tag fused to recombinant proteins so they can be detected, localised or purified without a protein-specific antibody.`,
    researchField: 'Cell biology',
    searchTags: [...(rng.chance(0.15) ? ['hot'] : []), ...(clonality === 'Monoclonal' && host === 'Rabbit' ? ['recombinant'] : [])],
    recommended: [],
    prices,
    images: toProductImages(pid, imageSpecs, name),
  };
  return { product, imageSpecs };
}

function buildSecondary(pid: number, rng: Rng): BuiltProduct {
  const target = rng.pick(SECONDARY_TARGETS);
  const hostPool: (readonly [string, number])[] = (
    [['Goat', 60], ['Donkey', 22], ['Rabbit', 6], ['Mouse', 4], ['Sheep', 3], ['Horse', 2], ['Rat', 2], ['Chicken', 1]] as const
  ).filter(([h]) => h !== target.species);
  const host = rng.weighted(hostPool);
  const conjugation = rng.weighted<string>([['HRP', 35], ['Biotin', 8], ['AP', 4], ['FITC', 6], ['Unconjugated', 2], ['Agarose', 1], ['Magnetic beads', 1], ...CONJUGATIONS.slice(5).map((c) => [c, 1.3] as const)]);
  const apps = new Set<string>();
  if (conjugation === 'HRP' || conjugation === 'AP') ['WB', 'IHC-P', 'ELISA'].forEach((a) => apps.add(a));
  else if (conjugation === 'Biotin') ['IHC-P', 'ELISA', 'WB'].forEach((a) => apps.add(a));
  else if (conjugation === 'Agarose' || conjugation === 'Magnetic beads') ['IP', 'Co-IP'].forEach((a) => apps.add(a));
  else if (conjugation === 'Unconjugated') ['ELISA', 'Blocking'].forEach((a) => apps.add(a));
  else ['ICC/IF', 'IF', 'FCM'].forEach((a) => apps.add(a));
  if (rng.chance(0.03)) apps.add(rng.pick(['EM', 'IEM', 'Multiplex', 'Microarray', 'Dot Blot']));
  const applications = byEnumOrder(apps, APPLICATIONS);
  const conjText = conjugation === 'Unconjugated' ? '' : `${conjugation} `;
  const name = `${target.name} ${conjText}${host} Polyclonal Antibody`;
  const sizes: [string, string, string] = ['100 µl', '500 µl', '1 ml'];
  const prices = priceSet(rng, sizes, rng.int(48, 128) * 10, [0.35, 1.7]);
  const imageSpecs = planImages(rng, {
    productName: name, productType: 'Secondary Antibody', applications, reactivities: ['Human'], molecularWeightKda: rng.pick([42, 36, 55, 60, 85]),
    host: '', size: sizes[1], reagentCategory: '', conjugation, knockoutOf: '',
  });
  const product: CatalogueProduct = {
    pid,
    catalogueNumber: catalogueNumber('Secondary Antibody', pid),
    productName: name,
    productType: 'Secondary Antibody',
    host, applications, reactivities: [target.species],
    modification: '', conjugation, clonality: 'Polyclonal', cloneNumber: '', isotype: 'IgG', lightChainType: '',
    dilutionRatio: dilutionText(rng, applications, 'Secondary Antibody'),
    concentration: rng.pick(['1 mg/ml', '1.5 mg/ml', '2 mg/ml']),
    immunogen: `Purified ${target.species} IgG (${target.chain}).`,
    specificity: `Reacts with the ${target.chain} of ${target.species.toLowerCase()} immunoglobulins; minimal cross-reactivity with other species.`,
    form: 'Liquid',
    bufferSystem: bufferText(conjugation, false),
    storage: storageText(conjugation),
    purification: purificationFor(host, 'Polyclonal', '', 'Secondary Antibody'),
    ...emptyTargetFields(),
    proteinName: `${target.species} immunoglobulin`,
    molecularWeight: `${target.molecularWeightKda} kDa (target immunoglobulin)`,
    background: `Secondary antibodies bind the ${target.chain} of ${target.species.toLowerCase()} primary antibodies and carry the detection label, amplifying the signal in WB, IHC, IF and ELISA.`,
    researchField: 'Immunology',
    searchTags: rng.chance(0.15) ? ['hot'] : [],
    recommended: [],
    prices,
    images: toProductImages(pid, imageSpecs, name),
  };
  return { product, imageSpecs };
}

function productTypeFor(pid: number, rng: Rng): ProductType {
  return isShowcase(pid) ? 'Primary Antibody' : rng.weighted(PRODUCT_TYPE_WEIGHTS);
}

/**
 * The last product built. A product's row, its evidence and its pictures each ask for the same build, one after
 * another: building it once instead of three times was 5.5 s of a 100,000-product seed's main thread alone.
 * Callers only read what it returns.
 */
let lastBuilt: { pid: number; seed: number; built: BuiltProduct } | null = null;

/** The product as generated; used by the picture renderer too. */
export function buildProduct(pid: number, seed = 1): BuiltProduct {
  if (lastBuilt?.pid !== pid || lastBuilt.seed !== seed) lastBuilt = { pid, seed, built: build(pid, seed) };
  return lastBuilt.built;
}

function build(pid: number, seed: number): BuiltProduct {
  if (!Number.isInteger(pid) || pid < 1) throw new RangeError(`pid must be a positive integer, got ${pid}`);
  const rng = Rng.for(seed, pid, 0x5eed);
  const type = productTypeFor(pid, rng);
  switch (type) {
    case 'Reagents':
      return buildReagent(pid, rng);
    case 'Tag Antibody':
      return buildTag(pid, rng);
    case 'Secondary Antibody':
      return buildSecondary(pid, rng);
    default:
      return buildPrimaryLike(pid, rng, type);
  }
}

export function generateProduct(pid: number, count: number, seed = 1): CatalogueProduct {
  if (!Number.isInteger(count) || count < pid) throw new RangeError(`count (${count}) must be an integer >= pid (${pid})`);
  // No staff-set related products: the shop's own rules choose them (same target, then secondaries
  // for the host; search/related-products.ts). Random lists showed anti-mouse secondaries on rabbit primaries.
  return buildProduct(pid, seed).product;
}

export function* generateCatalogue(count: number, seed = 1): Generator<CatalogueProduct> {
  for (let pid = 1; pid <= count; pid++) yield generateProduct(pid, count, seed);
}
