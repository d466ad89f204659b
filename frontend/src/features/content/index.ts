/** The content feature's public entry: its pages and the promotion text the staff editor starts from. */
export { routes } from './routes';
export { usePromotionTextQuery } from './contentApi';
export type { PromotionText } from './contentApi';
export { requirementUrl } from './requirementUrl';
export type { RequirementPrefill } from './requirementUrl';
