import type { QuickOrderAnswer, QuickOrderLine } from '@shop/contract';
import type { Language } from '../../../http/request-language';
import { yuan } from '../../items/reading/product-response';
import type { CheckedLine } from './quick-order-match';
import { problemText } from './quick-order-texts';

/**
 * The pasted line with the replacement's catalogue number in place of the discontinued one (issue 31:
 * one click swaps it), the size and quantity kept; comma-separated so an empty size keeps its column.
 */
function swappedLine(catno: string, size: string, quantity: string): string {
  const cells = [catno, size, quantity];
  while (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  return cells.join(', ');
}

/**
 * One checked line under the basket's field names (pid, catno, productname, priceid, specs, price
 * in yuan), with its reason in the caller's language when it cannot be added.
 */
export function shownQuickOrderLine(checked: CheckedLine, language: Language, addable: 'ok' | 'added'): QuickOrderLine {
  const { order, product, size, problem } = checked;
  return {
    line: order.line,
    text: order.text,
    status: problem ? ('flagged' as const) : addable,
    catno: product?.catalogueNumber ?? order.catalogueNumber,
    ...(product ? { pid: product.id, productname: product.name } : {}),
    ...(size ? { priceid: size.option, specs: size.size, price: yuan(size.priceFen) } : {}),
    quantity: order.quantity,
    ...(problem === 'discontinued' && product?.replacement ? { replacement: { ...product.replacement, text: swappedLine(product.replacement.catno, order.size, order.quantityText) } } : {}),
    ...(problem
      ? {
          problem,
          message: problemText(problem, {
            catalogueNumber: order.catalogueNumber,
            size: order.size,
            quantity: order.quantityText,
            sizes: (product?.sizes ?? []).map((s) => `${s.option} = ${s.size}`).join(', '),
            total: checked.basketTotal ?? 0,
          })[language],
        }
      : {}),
  };
}

export function shownQuickOrder(checked: CheckedLine[], language: Language, addable: 'ok' | 'added'): QuickOrderAnswer {
  const flagged = checked.filter((line) => line.problem).length;
  return {
    lines: checked.map((line) => shownQuickOrderLine(line, language, addable)),
    matched: checked.length - flagged,
    flagged,
  };
}
