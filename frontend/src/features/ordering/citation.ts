import type { TFunction } from 'i18next';
import { citationText as productCitation } from '../../shared/catalogue/citation';
import type { OrderLine } from './orderingApi';

/** An order line's citation: its product's (shared with the product page) with the lot it was shipped from. */
export function citationText(line: OrderLine, supplier: string, t: TFunction<'lots'>): string {
  return productCitation(line.proinfo, supplier, t, line.lot?.lot_number);
}
