/** The choices of the spec's review form (section 3); the API accepts exactly these words. */
export const REVIEW_APPLICATIONS = [
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

export const REVIEW_SPECIES = ['Human', 'Mouse', 'Rat', 'Zebrafish', 'Plants', 'Else'] as const;

/** Species value that enables the free-text SpeciesElse field. */
export const OTHER_REVIEW_SPECIES = 'Else';

export const REVIEW_TYPES = ['Cell', 'Tissue'] as const;
