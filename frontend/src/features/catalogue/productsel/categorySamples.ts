import type { Filters } from '../hotQuery';

export type CategoryKey = 'primary' | 'secondary' | 'internalControl' | 'phospho';

interface Sample {
  name: string;
  catno: string;
  application: string;
  reactivity: string;
}

/** Sample rows shown on /category; the page is static by the spec, the button leads to the live list. */
export const CATEGORY_SAMPLES: ReadonlyArray<{ key: CategoryKey; search: string | null; filters: Filters; samples: Sample[] }> = [
  {
    key: 'primary',
    search: null,
    filters: { producttype: ['Primary Antibody'] },
    samples: [
      { name: 'p53 Rabbit Monoclonal Antibody', catno: 'SAMPLE-P001', application: 'WB, IHC-P, IF', reactivity: 'Human, Mouse, Rat' },
      { name: 'EGFR Rabbit Polyclonal Antibody', catno: 'SAMPLE-P002', application: 'WB, IHC-P', reactivity: 'Human, Mouse' },
      { name: 'Ki-67 Mouse Monoclonal Antibody', catno: 'SAMPLE-P003', application: 'IHC-P, ICC/IF', reactivity: 'Human' },
    ],
  },
  {
    key: 'secondary',
    search: null,
    filters: { producttype: ['Secondary Antibody'] },
    samples: [
      { name: 'HRP Goat Anti-Rabbit IgG (H+L)', catno: 'SAMPLE-S001', application: 'WB, ELISA', reactivity: 'Rabbit' },
      { name: 'FITC Goat Anti-Mouse IgG (H+L)', catno: 'SAMPLE-S002', application: 'IF, FCM', reactivity: 'Mouse' },
    ],
  },
  {
    key: 'internalControl',
    search: null,
    filters: { producttype: ['Loading Control Antibody'] },
    samples: [
      { name: 'GAPDH Mouse Monoclonal Antibody', catno: 'SAMPLE-C001', application: 'WB', reactivity: 'Human, Mouse, Rat' },
      { name: 'beta-Actin Rabbit Monoclonal Antibody', catno: 'SAMPLE-C002', application: 'WB, IF', reactivity: 'Human, Mouse, Rat' },
      { name: 'Histone H3 Rabbit Polyclonal Antibody', catno: 'SAMPLE-C003', application: 'WB, ChIP', reactivity: 'Human, Mouse' },
    ],
  },
  {
    key: 'phospho',
    search: null,
    filters: { modification: ['Phosphorylated'] },
    samples: [
      { name: 'Phospho-AKT1 (Ser473) Rabbit Monoclonal Antibody', catno: 'SAMPLE-H001', application: 'WB, IHC-P', reactivity: 'Human, Mouse, Rat' },
      { name: 'Phospho-ERK1/2 (Thr202/Tyr204) Rabbit Polyclonal Antibody', catno: 'SAMPLE-H002', application: 'WB, IF', reactivity: 'Human, Mouse' },
    ],
  },
];
