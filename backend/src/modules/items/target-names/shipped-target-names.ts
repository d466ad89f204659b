import SHIPPED from './target-names.json';
import type { ShippedTarget } from './target-name-table';

/** The table the shop ships (data, checked by target-names.data.spec.ts). */
export const SHIPPED_TARGET_NAMES = SHIPPED as readonly ShippedTarget[];
