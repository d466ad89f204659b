/** Immunoglobulin targets of secondary antibodies; `species` is excluded as host for obvious reasons. */

export interface SecondaryTarget {
  name: string;
  /** Species whose immunoglobulin is recognised; a secondary is never raised in that species. */
  species: string;
  chain: string;
  molecularWeightKda: number;
}

export const SECONDARY_TARGETS: readonly SecondaryTarget[] = [
  { name: 'Anti-Rabbit IgG (H+L)', species: 'Rabbit', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Rabbit IgG (Fc)', species: 'Rabbit', chain: 'Fc fragment', molecularWeightKda: 150 },
  { name: 'Anti-Rabbit IgG Light Chain', species: 'Rabbit', chain: 'light chain', molecularWeightKda: 25 },
  { name: 'Anti-Mouse IgG (H+L)', species: 'Mouse', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Mouse IgG (Fc)', species: 'Mouse', chain: 'Fc fragment', molecularWeightKda: 150 },
  { name: 'Anti-Mouse IgG Light Chain', species: 'Mouse', chain: 'kappa light chain', molecularWeightKda: 25 },
  { name: 'Anti-Mouse IgG1', species: 'Mouse', chain: 'gamma 1 heavy chain', molecularWeightKda: 150 },
  { name: 'Anti-Mouse IgG2a', species: 'Mouse', chain: 'gamma 2a heavy chain', molecularWeightKda: 150 },
  { name: 'Anti-Mouse IgG2b', species: 'Mouse', chain: 'gamma 2b heavy chain', molecularWeightKda: 150 },
  { name: 'Anti-Mouse IgM (mu chain)', species: 'Mouse', chain: 'mu heavy chain', molecularWeightKda: 900 },
  { name: 'Anti-Goat IgG (H+L)', species: 'Goat', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Rat IgG (H+L)', species: 'Rat', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Human IgG (H+L)', species: 'Human', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Human IgG (Fc)', species: 'Human', chain: 'Fc fragment', molecularWeightKda: 150 },
  { name: 'Anti-Human IgA (alpha chain)', species: 'Human', chain: 'alpha heavy chain', molecularWeightKda: 160 },
  { name: 'Anti-Human IgM (mu chain)', species: 'Human', chain: 'mu heavy chain', molecularWeightKda: 900 },
  { name: 'Anti-Chicken IgY (H+L)', species: 'Chicken', chain: 'heavy and light chains', molecularWeightKda: 180 },
  { name: 'Anti-Sheep IgG (H+L)', species: 'Sheep', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Guinea pig IgG (H+L)', species: 'Guinea pig', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Hamster IgG (H+L)', species: 'Hamster', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Donkey IgG (H+L)', species: 'Donkey', chain: 'heavy and light chains', molecularWeightKda: 150 },
  { name: 'Anti-Alpaca VHH', species: 'Alpaca', chain: 'VHH domain', molecularWeightKda: 15 },
];
