import { SHEET_LIMITS } from './sheet-limits';
import type { XlsxPackage } from './xlsx-package';
import { xmlEvents } from './xlsx-xml';

/**
 * Built-in number formats that show dates or times: 14–22 and 45–47 everywhere, 27–36 and 50–58 in the
 * Chinese, Japanese and Korean versions of Excel (e.g. 31 = yyyy"年"m"月"d"日").
 */
const BUILT_IN_DATES = new Set([...span(14, 22), ...span(27, 36), ...span(45, 47), ...span(50, 58)]);

function span(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, n) => first + n);
}

/**
 * For each cell style (the `s` attribute of a cell), whether it shows the number as a date: in XLSX a date is
 * just a number, and only its format tells.
 */
export async function readDateStyles(pkg: XlsxPackage, part: string): Promise<boolean[]> {
  const custom = new Map<number, string>();
  const styleFormats: number[] = [];
  let inCellXfs = false;
  for await (const events of xmlEvents(pkg.text(part, SHEET_LIMITS.maxXlsxPartBytes))) {
    for (const event of events) {
      if (event.type === 'open' && event.name === 'numFmt') {
        custom.set(Number(event.attributes.numFmtId), event.attributes.formatCode ?? '');
      } else if (event.type === 'open' && event.name === 'cellXfs') {
        inCellXfs = true;
      } else if (event.type === 'close' && event.name === 'cellXfs') {
        inCellXfs = false;
      } else if (event.type === 'open' && event.name === 'xf' && inCellXfs) {
        styleFormats.push(Number(event.attributes.numFmtId ?? 0));
      }
    }
  }
  return styleFormats.map((id) => {
    const code = custom.get(id);
    return code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code);
  });
}

/** A format code shows a date or time when, outside quoted text, [brackets] and escapes, it has d m y h or s. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*]/g, '')
    .replace(/\\./g, '')
    .replace(/[_*]./g, '');
  // A format has up to four sections (positive;negative;zero;text): the first decides.
  const first = bare.split(';')[0] ?? '';
  return /[dmyhs]/i.test(first);
}
