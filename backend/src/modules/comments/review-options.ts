/** The choices of the spec's review form (section 3); the API accepts exactly these words. */
export const APPLICATION_OPTIONS = [
  'WESTERN BLOT',
  'IMMUNOHISTOCHEMISTRY',
  'IMMUNOFLUORESCENCE',
  'IMMUNOPRECIPITATION',
  'FLOW CYTOMETRY',
  'CELL CULTURE',
  'CHIP',
  'PROTEIN PURIFICATION',
  'ELISA',
  'OTHER',
] as const;

export const SPECIES_OPTIONS = ['Human', 'Mouse', 'Rat', 'Zebrafish', 'Plants', 'Else'] as const;

/** Species value that enables the free-text SpeciesElse field. */
export const OTHER_SPECIES = 'Else';

export const TYPE_OPTIONS = ['Cell', 'Tissue'] as const;
