/** Datasheet wording that depends on host, conjugate and application, kept apart from the orchestration. */
import type { Rng } from './random';

const DILUTIONS: Record<string, readonly string[]> = {
  WB: ['1:500-1:2000', '1:1000-1:5000', '1:1000-1:10000', '1:500-1:1000'],
  IHC: ['1:50-1:200', '1:100-1:400'],
  'IHC-F': ['1:50-1:200', '1:100-1:300'],
  'IHC-P': ['1:50-1:200', '1:100-1:500', '1:200-1:800'],
  ICC: ['1:100-1:500', '1:50-1:200'],
  'ICC/IF': ['1:100-1:500', '1:50-1:200', '1:200-1:1000'],
  IF: ['1:100-1:500', '1:200-1:1000'],
  FCM: ['1:50-1:200', '0.5 µg per 10^6 cells', '1:100'],
  IP: ['1:30-1:100', '2 µg per 500 µg lysate'],
  ELISA: ['1:5000-1:20000', '1:10000-1:50000'],
  ChIP: ['2-5 µg per 10^6 cells', '1:50'],
  'Co-IP': ['1:50-1:100', '2 µg per 1 mg lysate'],
  'ChIP-seq': ['5 µg per IP'],
  'CUT&Tag': ['1:50-1:100'],
  RIP: ['5 µg per IP'],
  'Dot Blot': ['1:1000-1:5000'],
  Neutralization: ['ND50 0.5-2 µg/ml'],
  Blocking: ['10-20 µg/ml'],
  'FACS sorting': ['1:50-1:100'],
  EM: ['1:20-1:50'],
  IEM: ['1:20-1:100'],
  Microarray: ['1:500'],
  Multiplex: ['1:100-1:500'],
  'Simple Western': ['1:10-1:50'],
  Activation: ['1-10 µg/ml (plate-bound)'],
  Depletion: ['200 µg per mouse'],
  Inhibition: ['5-20 µg/ml'],
  ISH: ['1:200-1:500'],
};

const SECONDARY_DILUTIONS: Record<string, string> = {
  WB: '1:5000-1:20000',
  'IHC-P': '1:200-1:1000',
  IHC: '1:200-1:1000',
  'ICC/IF': '1:200-1:1000',
  IF: '1:200-1:1000',
  FCM: '1:200-1:500',
  ELISA: '1:10000-1:50000',
  IP: '10-20 µl per IP',
  'Co-IP': '10-20 µl per IP',
  EM: '1:20-1:100',
  IEM: '1:20-1:100',
};

export function dilutionText(rng: Rng, applications: readonly string[], productType: string): string {
  return applications
    .map((app) => {
      let range: string;
      if (productType === 'Loading Control Antibody' && app === 'WB') {
        // Spec section 9: loading controls start at 1:5000 and some reach 1:100000.
        range = rng.pick(['1:5000-1:50000', '1:5000-1:100000', '1:10000-1:100000']);
      } else if (productType === 'Secondary Antibody') {
        range = SECONDARY_DILUTIONS[app] ?? '1:500-1:2000';
      } else if (productType === 'Pathological Antibody' && app === 'IHC-P') {
        range = rng.pick(['1:100-1:200', 'Ready-to-use', '1:200-1:400']);
      } else {
        range = rng.pick(DILUTIONS[app] ?? ['1:500-1:1000']);
      }
      return `${app} ${range}`;
    })
    .join('; ');
}

const FLUOROPHORE = /FITC|PE|APC|Cy|Alexa|DyLight|AbFluor|Rhodamine|TRITC|PerCP|Texas/;

export function isFluorescent(conjugation: string): boolean {
  return FLUOROPHORE.test(conjugation);
}

export function bufferText(conjugation: string, lyophilised: boolean): string {
  if (lyophilised) return 'Lyophilized from PBS, pH 7.4, with 5% trehalose. Reconstitute with 100 µl sterile distilled water.';
  // Sodium azide inactivates HRP, so HRP conjugates use ProClin instead.
  if (conjugation === 'HRP') return 'PBS, pH 7.4, containing 0.05% ProClin 300, 1% BSA and 50% glycerol.';
  if (conjugation === 'Agarose' || conjugation === 'Magnetic beads') return 'Supplied as a 50% slurry in PBS, pH 7.4, with 0.02% sodium azide.';
  if (conjugation !== 'Unconjugated') return 'PBS, pH 7.4, containing 0.09% sodium azide and 1% BSA.';
  return 'PBS, pH 7.4, containing 0.02% sodium azide, 0.4 mg/ml BSA and 50% glycerol.';
}

export function storageText(conjugation: string): string {
  if (conjugation === 'Agarose' || conjugation === 'Magnetic beads') return 'Store at 4°C. Do not freeze. Stable for one year from receipt.';
  if (isFluorescent(conjugation) || conjugation === 'HRP' || conjugation === 'AP') {
    return 'Store at 4°C protected from light. Do not freeze. Stable for one year from receipt.';
  }
  return 'Store at -20°C for up to one year; aliquot to avoid repeated freeze-thaw cycles. Diluted antibody can be kept at 4°C for about one week.';
}

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

/** Clone names follow each platform's habits: hybridoma wells for mouse/rat, project-style codes for rabbit. */
export function cloneNumber(rng: Rng, host: string, clonality: string): string {
  if (clonality === 'Polyclonal') return '';
  const letter = () => LETTERS.charAt(rng.int(0, LETTERS.length - 1));
  if (clonality === 'Nano-antibody') return `VHH-${letter()}${rng.int(1, 99)}`;
  switch (host) {
    case 'Rabbit':
      return `${letter()}${rng.int(1, 99)}-${rng.int(1, 24)}`;
    case 'Mouse':
      return `${rng.int(1, 12)}${letter()}${rng.int(1, 12)}`;
    case 'Rat':
      return `${letter()}${letter()}${rng.int(10, 99)}`;
    case 'Human':
      return `HuR-${rng.int(100, 999)}`;
    default:
      return `${letter()}${rng.int(100, 999)}`;
  }
}

const MOUSE_ISOTYPES: readonly (readonly [string, number])[] = [
  ['IgG1', 45], ['IgG2a', 22], ['IgG2b', 18], ['IgG3', 5], ['IgM', 7], ['IgA', 3],
];

export function isotypeFor(rng: Rng, host: string, clonality: string): string {
  if (clonality !== 'Monoclonal') return 'IgG';
  if (host === 'Mouse') return rng.weighted(MOUSE_ISOTYPES);
  if (host === 'Rat') return rng.pick(['IgG1', 'IgG2a', 'IgG2b', 'IgM']);
  if (host === 'Human') return 'IgG1';
  return 'IgG';
}

export function lightChainFor(rng: Rng, clonality: string): string {
  if (clonality !== 'Monoclonal') return '';
  return rng.chance(0.88) ? 'Kappa' : 'Lambda';
}

export function purificationFor(host: string, clonality: string, modification: string, productType: string): string {
  if (productType === 'Secondary Antibody') return 'Immunogen affinity purified; cross-adsorbed against serum proteins of other species';
  if (clonality === 'Nano-antibody') return 'Ni-NTA affinity purified recombinant VHH';
  if (clonality === 'Monoclonal') return host === 'Rabbit' || host === 'Human' ? 'Protein A affinity purified (recombinant)' : 'Protein G affinity purified';
  if (modification === 'Phosphorylated') return 'Affinity purified with the phosphopeptide and depleted against the non-phosphopeptide';
  return 'Antigen affinity purified';
}

/** Residue notation in product titles: `Ser473` reads as the protein position researchers cite. */
export const MODIFICATION_PREFIX: Record<string, string> = {
  Phosphorylated: 'Phospho-',
  Acetylated: 'Acetyl-',
  Butyrylated: 'Butyryl-',
  Methylated: 'Tri-Methyl-',
  Hydroxylated: 'Hydroxy-',
  Cleaved: 'Cleaved ',
};

export const MODIFICATION_VERB: Record<string, string> = {
  Phosphorylated: 'phosphorylated at',
  Acetylated: 'acetylated at',
  Butyrylated: 'butyrylated at',
  Methylated: 'trimethylated at',
  Hydroxylated: 'hydroxylated at',
  Cleaved: 'cleaved at',
};
