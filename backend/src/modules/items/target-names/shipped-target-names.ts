import SHIPPED from './target-names.json';
import FAMILIES from './target-families.json';
import type { ShippedFamily, ShippedTarget } from './target-name-table';

/** The table the shop ships (data, checked by target-names.data.spec.ts). */
export const SHIPPED_TARGET_NAMES = SHIPPED as readonly ShippedTarget[];

/** The families of targets the shop ships (issue 49): names and members best-known first, checked by the same spec. */
export const SHIPPED_TARGET_FAMILIES = FAMILIES as readonly ShippedFamily[];
