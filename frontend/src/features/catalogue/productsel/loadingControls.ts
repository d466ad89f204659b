/** Loading-control markers by compartment; each is a /hot search word within Loading Control Antibody. */
export type Compartment = 'wholeCell' | 'nucleus' | 'cytoplasm' | 'mitochondria' | 'membrane' | 'serum';

export interface Marker {
  name: string;
  gene: string;
  kda: number;
}

export const LOADING_CONTROLS: ReadonlyArray<{ compartment: Compartment; markers: Marker[] }> = [
  { compartment: 'wholeCell', markers: [{ name: 'GAPDH', gene: 'GAPDH', kda: 36 }, { name: 'beta-Actin', gene: 'ACTB', kda: 42 }, { name: 'Vinculin', gene: 'VCL', kda: 124 }] },
  { compartment: 'nucleus', markers: [{ name: 'Histone H3', gene: 'H3C1', kda: 15 }, { name: 'Lamin B1', gene: 'LMNB1', kda: 66 }, { name: 'Lamin A/C', gene: 'LMNA', kda: 74 }, { name: 'PCNA', gene: 'PCNA', kda: 29 }, { name: 'TBP', gene: 'TBP', kda: 38 }] },
  { compartment: 'cytoplasm', markers: [{ name: 'alpha-Tubulin', gene: 'TUBA1A', kda: 50 }, { name: 'beta-Tubulin', gene: 'TUBB', kda: 50 }] },
  { compartment: 'mitochondria', markers: [{ name: 'VDAC1', gene: 'VDAC1', kda: 31 }, { name: 'COX IV', gene: 'COX4I1', kda: 17 }, { name: 'HSP60', gene: 'HSPD1', kda: 61 }, { name: 'TOM20', gene: 'TOMM20', kda: 16 }] },
  { compartment: 'membrane', markers: [{ name: 'Na+/K+ ATPase alpha 1', gene: 'ATP1A1', kda: 113 }, { name: 'E-Cadherin', gene: 'CDH1', kda: 97 }, { name: 'CD71', gene: 'TFRC', kda: 85 }] },
  { compartment: 'serum', markers: [{ name: 'Transferrin', gene: 'TF', kda: 77 }, { name: 'Serum Albumin', gene: 'ALB', kda: 69 }, { name: 'ApoA1', gene: 'APOA1', kda: 31 }] },
];
