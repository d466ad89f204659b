import type { ConverterFunction, ConverterOptions } from 'opencc-js';
import { REGIONAL_WORDS } from '../search-words';

/**
 * A search read in simplified characters (issue 49): researchers in Taiwan, Hong Kong and abroad type traditional
 * ones (抗體, 內參, 標記), and the catalogue, the target-name table and the grammar's words are simplified.
 *
 * The conversion is OpenCC's (opencc-js, its traditional-to-simplified tables only: 108 kB): a maintained
 * character and variant table, Taiwan's and Hong Kong's variant characters both (綫 and 線 are 线), made once per
 * process (~40-90 ms at start, ~12 µs a query, a few MB). OpenCC's Taiwan phrase table is left out: its
 * computing words turn 整合蛋白 into 集成蛋白 and 記憶體 into 内存, which science names never mean; Taiwan's and
 * Hong Kong's own science words (單株 for 单克隆, 螢光 for 荧光) are the shop's table (REGIONAL_WORDS). Latin
 * letters, digits, Greek and full-width text pass through unchanged (the normaliser reads them after).
 */
// The package exports its traditional-to-simplified bundle as `opencc-js/t2cn`, which the backend's node10 module
// resolution finds at run time but not for types: the types are the full build's, the same API.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { Converter } = require('opencc-js/t2cn') as { Converter(options: ConverterOptions): ConverterFunction };
const fromTaiwan = Converter({ from: 'tw', to: 'cn' });
const fromHongKong = Converter({ from: 'hk', to: 'cn' });

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** Queries are at most 200 characters (SearchQueryDto); a longer text is cut, never converted whole. */
const LONGEST = 400;

/** The typed text in simplified characters with the mainland's words for Taiwan's and Hong Kong's; unchanged without Chinese. */
export function simplifiedQuery(typed: string): string {
  if (!CJK.test(typed)) return typed;
  let text = fromHongKong(fromTaiwan(typed.slice(0, LONGEST)));
  for (const [pattern, mainland] of REGIONAL_WORDS) text = text.replace(pattern, mainland);
  return text;
}

/** Whether the typed text reads otherwise in simplified characters (the staff's searches page groups the two). */
export function isTraditional(typed: string): boolean {
  return simplifiedQuery(typed) !== typed;
}
