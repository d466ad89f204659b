import type { LocalizedText } from '@shop/contract';
import { MAX_QUANTITY } from '../basket.service';

export const MAX_LINES = 200;
/** A line of catalogue number, size and quantity fits easily; longer ones are pasted documents. */
export const MAX_LINE_LENGTH = 200;
/** Room for 200 lines with pasted spreadsheet columns; more is not a list of catalogue numbers. */
export const MAX_TEXT_LENGTH = 100_000;

/** Refusals of the whole text: nothing is checked, nothing is added. */
export const NO_LINES: LocalizedText = { zh: '请粘贴或输入货号，每行一个', en: 'Paste or type catalogue numbers, one per line' };
export const CONTROL_CHARACTERS: LocalizedText = {
  zh: '内容不能包含控制字符（制表符和换行除外）',
  en: 'The text must not contain control characters (tabs and line breaks are fine)',
};
export const TEXT_TOO_LONG: LocalizedText = {
  zh: `内容不能超过 ${MAX_TEXT_LENGTH.toLocaleString('en-US')} 个字符（每次最多 ${MAX_LINES} 行），请分批提交`,
  en: `The text must be at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters (${MAX_LINES} lines at most); please split the list`,
};
export function tooManyLines(count: number): LocalizedText {
  return {
    zh: `快速下单每次最多 ${MAX_LINES} 行，您输入了 ${count} 行，请分批提交`,
    en: `A quick order takes at most ${MAX_LINES} lines; you entered ${count}. Please split the list`,
  };
}
export const NOTHING_TO_ADD: LocalizedText = { zh: '没有可以加入购物车的行', en: 'No line can be added to the basket' };
/** The basket changed between the check and the write (another tab added the same size). */
export const BASKET_CHANGED: LocalizedText = {
  zh: '购物车刚刚发生了变化，请重新检查后再加入',
  en: 'Your basket changed meanwhile; please check the list again',
};

/** Why one line cannot be added; the line is shown with its reason and the others go ahead. */
export type LineProblem =
  | 'lineTooLong'
  | 'tooManyColumns'
  | 'missingCatalogueNumber'
  | 'badQuantity'
  | 'unknownCatalogueNumber'
  | 'discontinued'
  | 'unknownSize'
  | 'basketLimit';

export interface ProblemContext {
  catalogueNumber: string;
  size: string;
  quantity: string;
  /** The sizes the product has, as "1 = 50 µl, 2 = 100 µl". */
  sizes: string;
  /** What the basket would hold with this line (basketLimit). */
  total: number;
}

export function problemText(problem: LineProblem, c: ProblemContext): LocalizedText {
  switch (problem) {
    case 'lineTooLong':
      return { zh: `这一行超过 ${MAX_LINE_LENGTH} 个字符`, en: `This line is longer than ${MAX_LINE_LENGTH} characters` };
    case 'tooManyColumns':
      return { zh: '列太多：每行依次为 货号、规格、数量', en: 'Too many columns: each line is catalogue number, size, quantity' };
    case 'missingCatalogueNumber':
      return { zh: '缺少货号', en: 'The catalogue number is missing' };
    case 'badQuantity':
      return {
        zh: `数量“${c.quantity}”无效：应为 1 到 ${MAX_QUANTITY} 的整数`,
        en: `Quantity "${c.quantity}" is not valid: use a whole number from 1 to ${MAX_QUANTITY}`,
      };
    case 'unknownCatalogueNumber':
      return { zh: `没有货号为“${c.catalogueNumber}”的产品`, en: `No product has the catalogue number "${c.catalogueNumber}"` };
    case 'discontinued':
      return { zh: '该产品已停产，不能再订购', en: 'This product has been discontinued and can no longer be ordered' };
    case 'unknownSize':
      return {
        zh: `该产品没有规格“${c.size}”，可选：${c.sizes}（数量写在规格之后）`,
        en: `This product has no size "${c.size}"; choose ${c.sizes} (the quantity goes after the size)`,
      };
    case 'basketLimit':
      return {
        zh: `购物车中该规格将有 ${c.total} 件，不能超过 ${MAX_QUANTITY}`,
        en: `Your basket would hold ${c.total} of this size; the limit is ${MAX_QUANTITY}`,
      };
  }
}

export function addedText(lines: number): LocalizedText {
  return { zh: `已将 ${lines} 行加入购物车`, en: lines === 1 ? '1 line added to your basket' : `${lines} lines added to your basket` };
}
