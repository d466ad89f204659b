import { SheetError } from './sheet-error';
import { XlsxPackage } from './xlsx-package';
import { readSharedStrings } from './xlsx-shared-strings';
import { readDateStyles } from './xlsx-styles';
import { locateParts } from './xlsx-workbook';
import { UNREADABLE_XLSX, worksheetRows, type XlsxRecord } from './xlsx-worksheet';

export type { XlsxRecord } from './xlsx-worksheet';

/**
 * Streams the rows of the first worksheet (first tab). Cells are text: numbers as Excel shows them, dates as
 * ISO dates, formulas as their text with a leading '=' and never their cached result.
 *
 * Not exceljs' streaming WorkbookReader: it reads the ZIP front to back and, depending on timing, silently drops
 * entries (exceljs issues #2790, #3064) — the workbook, the shared strings or the worksheet itself. This reads
 * the parts through the ZIP's central directory instead, and streams only the worksheet.
 */
export async function* readXlsxRecords(path: string): AsyncGenerator<XlsxRecord> {
  let pkg: XlsxPackage;
  try {
    pkg = await XlsxPackage.open(path);
  } catch (error) {
    throw asSheetError(error);
  }
  try {
    const parts = await locateParts(pkg);
    const { sharedStrings, styles } = parts;
    const strings = sharedStrings && pkg.has(sharedStrings) ? await readSharedStrings(pkg, sharedStrings) : [];
    const dateStyles = styles && pkg.has(styles) ? await readDateStyles(pkg, styles) : [];
    yield* worksheetRows(pkg, parts.worksheet, { strings, dateStyles, date1904: parts.date1904 });
  } catch (error) {
    throw asSheetError(error);
  } finally {
    pkg.close();
  }
}

function asSheetError(error: unknown): SheetError {
  return error instanceof SheetError ? error : new SheetError(UNREADABLE_XLSX, { cause: error });
}
