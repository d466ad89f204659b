/**
 * The catalogue's starting vocabularies (spec section 3, "Filter enumerations"). Since issue 24 the
 * values a sheet, the editor and the filters accept live in the `vocabulary_values` table, which
 * staff manage (vocabularies/); the migration that created it loaded these lists. The demo generator
 * still draws from them (the search's query words read the vocabularies). The lists the code defines
 * itself (stock, evidence) are in @shop/contract (products/fixed-values.ts): the app offers them too.
 */

export const REACTIVITIES = [
  'Human', 'Mouse', 'Rat', 'Zebrafish', 'Plants', 'Monkey', 'Rhesus monkey', 'Dog', 'Cat', 'Pig',
  'Cow', 'Sheep', 'Goat', 'Horse', 'Rabbit', 'Hamster', 'Guinea pig', 'Chicken', 'Duck', 'Turkey',
  'Xenopus', 'Drosophila', 'C. elegans', 'Yeast', 'S. cerevisiae', 'S. pombe', 'Arabidopsis', 'Rice', 'Maize', 'Wheat',
  'Tobacco', 'Tomato', 'Soybean', 'Potato', 'E. coli', 'Bacteria', 'Virus', 'Medaka', 'Salmon', 'Trout',
  'Carp', 'Frog', 'Bat', 'Ferret', 'Mink', 'Camel', 'Alpaca', 'Donkey', 'Buffalo', 'Yak',
  'Deer', 'Gerbil', 'Chinese hamster', 'Tree shrew', 'Marmoset', 'Chimpanzee', 'Baboon', 'Opossum', 'Platypus', 'Sea urchin',
  'Honeybee', 'Silkworm', 'Mosquito', 'Chlamydomonas', 'Algae',
] as const;

export const APPLICATIONS = [
  'WB', 'IHC', 'IHC-F', 'IHC-P', 'ICC', 'ICC/IF', 'IF', 'FCM', 'IP', 'ELISA',
  'ChIP', 'Co-IP', 'ChIP-seq', 'CUT&Tag', 'RIP', 'Dot Blot', 'Neutralization', 'Blocking', 'FACS sorting', 'EM',
  'IEM', 'Microarray', 'Multiplex', 'Simple Western', 'Activation', 'Depletion', 'Inhibition', 'ISH',
] as const;

export const HOSTS = [
  'Mouse', 'Rabbit', 'Rat', 'Goat', 'Chicken', 'Donkey', 'Sheep', 'Guinea pig', 'Hamster', 'Camel', 'Alpaca', 'Horse', 'Human',
] as const;

export const MODIFICATIONS = [
  'Phosphorylated', 'Acetylated', 'Butyrylated', 'Cleaved', 'Hydroxylated', 'Methylated', 'Unmodified',
] as const;

export const CONJUGATIONS = [
  'Unconjugated', 'FITC', 'HRP', 'Biotin', 'AP', 'PE', 'APC', 'Cy3', 'Cy5', 'Cy5.5',
  'Cy7', 'Alexa Fluor 350', 'Alexa Fluor 405', 'Alexa Fluor 488', 'Alexa Fluor 555', 'Alexa Fluor 594', 'Alexa Fluor 647', 'Alexa Fluor 680', 'Alexa Fluor 750', 'DyLight 405',
  'DyLight 488', 'DyLight 550', 'DyLight 594', 'DyLight 650', 'DyLight 680', 'DyLight 755', 'DyLight 800', 'AbFluor 488', 'AbFluor 555', 'AbFluor 594',
  'AbFluor 647', 'AbFluor 680', 'Rhodamine', 'TRITC', 'PerCP', 'PE-Cy7', 'APC-Cy7', 'Texas Red', 'Agarose', 'Magnetic beads',
] as const;

export const CLONALITIES = ['Monoclonal', 'Polyclonal', 'Nano-antibody'] as const;

export const ISOTYPES = ['IgA', 'IgG', 'IgG1', 'IgG2a', 'IgG2b', 'IgG3', 'IgM'] as const;

export const PRODUCT_TYPES = [
  'Primary Antibody', 'Tag Antibody', 'Loading Control Antibody', 'Secondary Antibody', 'Reagents', 'Pathological Antibody',
] as const;

/** Tag icon names on search results; the frontend maps each to an icon file. */
export const SEARCH_TAGS = [
  'hot', 'new', 'pathology', 'zebrafish', 'plant', 'ko-validated', 'recombinant', 'phospho', 'flow', 'chip-grade',
] as const;

export type Reactivity = (typeof REACTIVITIES)[number];
export type Application = (typeof APPLICATIONS)[number];
export type Host = (typeof HOSTS)[number];
export type Modification = (typeof MODIFICATIONS)[number];
export type Conjugation = (typeof CONJUGATIONS)[number];
export type Clonality = (typeof CLONALITIES)[number];
export type Isotype = (typeof ISOTYPES)[number];
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Everything the list page filters on, keyed the way the /hot query names its parameters. */
export const FILTER_ENUMERATIONS = {
  reactivity: REACTIVITIES,
  application: APPLICATIONS,
  host: HOSTS,
  modification: MODIFICATIONS,
  conjugation: CONJUGATIONS,
  clonality: CLONALITIES,
  isotype: ISOTYPES,
  producttype: PRODUCT_TYPES,
} as const;
