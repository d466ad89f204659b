import type { QueryFilter } from './query-words';

/**
 * Why the list is not exactly what was typed (issue 30), never a silent change: `widened` — the
 * target exists but the chips in `dropped` left nothing, so its other products are listed;
 * `absent` — the catalogue has no product of the target (the page offers the requirement form and
 * the `related` targets the catalogue has). The contract's SearchNotice.
 */
export interface SearchNotice {
  kind: 'widened' | 'absent';
  target: string;
  dropped: QueryFilter[];
  related: string[];
}
