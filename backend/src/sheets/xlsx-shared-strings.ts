import { SHEET_LIMITS } from './sheet-limits';
import type { XlsxPackage } from './xlsx-package';
import { decodeXstring } from './xlsx-text-escape';
import { xmlEvents } from './xlsx-xml';

/**
 * The workbook's shared strings, in order. A string is the text of all its runs; phonetic guides (<rPh>,
 * the furigana Japanese Excel adds) are not part of the text.
 */
export async function readSharedStrings(pkg: XlsxPackage, part: string): Promise<string[]> {
  const strings: string[] = [];
  let pieces: string[] | null = null;
  let phonetic = 0;
  let inText = false;
  for await (const events of xmlEvents(pkg.text(part, SHEET_LIMITS.maxXlsxPartBytes))) {
    for (const event of events) {
      if (event.type === 'text') {
        if (inText && pieces) pieces.push(event.text);
      } else if (event.type === 'open') {
        if (event.name === 'si') pieces = [];
        else if (event.name === 'rPh') phonetic++;
        else if (event.name === 't') inText = phonetic === 0;
      } else if (event.name === 't') {
        inText = false;
      } else if (event.name === 'rPh') {
        phonetic--;
      } else if (event.name === 'si' && pieces) {
        strings.push(decodeXstring(pieces.join('')));
        pieces = null;
      }
    }
  }
  return strings;
}
