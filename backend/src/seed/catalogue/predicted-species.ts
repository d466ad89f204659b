import type { CatalogueProduct } from './types';

/** Mammals whose protein sequences are close enough to human for suppliers to predict reactivity by homology. */
const HOMOLOGOUS_MAMMALS = ['Mouse', 'Rat', 'Monkey', 'Pig', 'Cow', 'Dog', 'Rabbit'];

/**
 * Species the demo predicts an antibody to react with by sequence homology, never tested (issue 35): every third
 * antibody raised against a human target (primary, pathology and loading-control antibodies) lists two or three
 * mammals it was not tested in, as suppliers do ("predicted to react with: Pig, Cow"); tags, secondaries and reagents none.
 */
export function demoPredictedSpecies(p: CatalogueProduct): string[] {
  if (!['Primary Antibody', 'Pathological Antibody', 'Loading Control Antibody'].includes(p.productType)) return [];
  if (!p.reactivities.includes('Human') || p.pid % 3 !== 0) return [];
  return HOMOLOGOUS_MAMMALS.filter((species) => !p.reactivities.includes(species)).slice(0, 2 + (p.pid % 2));
}
