import { MAX_QUANTITY } from '../basket.service';
import type { OrderLine } from './quick-order-lines';
import type { LineProblem } from './quick-order-texts';

export interface CatalogueSize {
  /** 1 to 3: the basket's priceid. */
  option: number;
  size: string;
  priceFen: number;
}

/** A product a pasted catalogue number named, with its sizes in option order. */
export interface CatalogueProduct {
  id: number;
  key: string;
  catalogueNumber: string;
  name: string;
  discontinued: boolean;
  sizes: CatalogueSize[];
  /** A discontinued product's orderable replacement, when staff named one. */
  replacement?: { pid: number; catno: string; productname: string };
}

/** A line compared with the catalogue and the basket: addable when it has no problem. */
export interface CheckedLine {
  order: OrderLine;
  product?: CatalogueProduct;
  size?: CatalogueSize;
  problem?: LineProblem;
  /** What the basket would hold of this size with this line and the ones above it. */
  basketTotal?: number;
}

/** Sizes compare without case and spaces, µ/μ as u: "100 µl", "100ul" and "100 µL" are one. */
export function sizeKey(size: string): string {
  return size.normalize('NFKC').toLowerCase().replace(/μ/g, 'u').replace(/×/g, 'x').replace(/\s+/g, '');
}

/** No size means the first one; 1 to 3 name an option; anything else is the size as shown. */
export function chooseSize(product: CatalogueProduct, typed: string): CatalogueSize | undefined {
  if (typed === '') return product.sizes[0];
  if (/^[1-3]$/.test(typed)) return product.sizes.find((s) => s.option === Number(typed));
  const key = sizeKey(typed);
  return product.sizes.find((s) => sizeKey(s.size) === key);
}

export const basketSlot = (productId: number, option: number) => `${productId}:${option}`;

/**
 * Each line against the catalogue (by catalogue key) and the basket (quantities already held, by
 * basketSlot). Lines naming the same size add up, so the one that would pass the limit is flagged.
 */
export function checkLines(lines: OrderLine[], products: Map<string, CatalogueProduct>, basket: Map<string, number>): CheckedLine[] {
  const held = new Map(basket);
  return lines.map((order) => {
    if (order.problem) return { order, problem: order.problem };
    const product = products.get(order.key);
    if (!product) return { order, problem: 'unknownCatalogueNumber' };
    if (product.discontinued) return { order, product, problem: 'discontinued' };
    const size = chooseSize(product, order.size);
    if (!size) return { order, product, problem: 'unknownSize' };
    if (order.quantity === null) return { order, product, size, problem: 'badQuantity' };
    const slot = basketSlot(product.id, size.option);
    const basketTotal = (held.get(slot) ?? 0) + order.quantity;
    if (basketTotal > MAX_QUANTITY) return { order, product, size, problem: 'basketLimit', basketTotal };
    held.set(slot, basketTotal);
    return { order, product, size, basketTotal };
  });
}

/** The addable lines as one quantity per basket slot (one INSERT may touch each row once). */
export function slotQuantities(checked: CheckedLine[]): Array<{ productId: number; option: number; quantity: number }> {
  const slots = new Map<string, { productId: number; option: number; quantity: number }>();
  for (const line of checked) {
    if (line.problem || !line.product || !line.size || line.order.quantity === null) continue;
    const slot = basketSlot(line.product.id, line.size.option);
    const entry = slots.get(slot) ?? { productId: line.product.id, option: line.size.option, quantity: 0 };
    entry.quantity += line.order.quantity;
    slots.set(slot, entry);
  }
  return [...slots.values()];
}
