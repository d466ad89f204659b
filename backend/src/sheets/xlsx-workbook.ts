import { posix } from 'node:path';
import { SheetError } from './sheet-error';
import { SHEET_LIMITS } from './sheet-limits';
import type { XlsxPackage } from './xlsx-package';
import { attribute, xmlEvents } from './xlsx-xml';

/** Where the parts needed to read the first worksheet live, found through the package's relationships. */
export interface WorkbookParts {
  worksheet: string;
  sharedStrings?: string;
  styles?: string;
  /** Dates count from 1904 (old Mac workbooks) instead of 1900. */
  date1904: boolean;
}

interface Relationship {
  type: string;
  target: string;
}

export const NO_WORKSHEET = {
  zh: '文件中没有工作表。请上传 Excel 工作簿（.xlsx）或 CSV 文件。',
  en: 'The file has no worksheet. Upload an Excel workbook (.xlsx) or a CSV file.',
};

/** The first tab is the first <sheet> of workbook.xml that is a worksheet (chart sheets are skipped). */
export async function locateParts(pkg: XlsxPackage): Promise<WorkbookParts> {
  const root = await relationships(pkg, '');
  const workbook = [...root.values()].find((rel) => rel.type.endsWith('/officeDocument'))?.target ?? 'xl/workbook.xml';
  if (!pkg.has(workbook)) throw new SheetError(NO_WORKSHEET);
  const { sheetIds, date1904 } = await readWorkbook(pkg, workbook);
  const rels = await relationships(pkg, workbook);
  const worksheet = sheetIds.map((id) => rels.get(id)).find((rel) => rel?.type.endsWith('/worksheet'))?.target;
  if (!worksheet || !pkg.has(worksheet)) throw new SheetError(NO_WORKSHEET);
  const ofType = (suffix: string) => [...rels.values()].find((rel) => rel.type.endsWith(suffix))?.target;
  return { worksheet, sharedStrings: ofType('/sharedStrings'), styles: ofType('/styles'), date1904 };
}

async function readWorkbook(pkg: XlsxPackage, part: string): Promise<{ sheetIds: string[]; date1904: boolean }> {
  const sheetIds: string[] = [];
  let date1904 = false;
  for await (const events of xmlEvents(pkg.text(part, SHEET_LIMITS.maxXlsxPartBytes))) {
    for (const event of events) {
      if (event.type !== 'open') continue;
      if (event.name === 'workbookPr') date1904 = isTrue(event.attributes.date1904);
      if (event.name === 'sheet') {
        const id = attribute(event.attributes, 'id');
        if (id) sheetIds.push(id);
      }
    }
  }
  return { sheetIds, date1904 };
}

/** A part's relationships by id, targets resolved to part names. Missing .rels means none. */
async function relationships(pkg: XlsxPackage, source: string): Promise<Map<string, Relationship>> {
  const dir = posix.dirname(source) === '.' ? '' : posix.dirname(source);
  const relsPart = posix.join(dir, '_rels', `${posix.basename(source)}.rels`);
  const found = new Map<string, Relationship>();
  if (!pkg.has(relsPart)) return found;
  for await (const events of xmlEvents(pkg.text(relsPart, SHEET_LIMITS.maxXlsxPartBytes))) {
    for (const event of events) {
      if (event.type !== 'open' || event.name !== 'Relationship') continue;
      const { Id: id, Type: type, Target: target, TargetMode: mode } = event.attributes;
      if (!id || !type || !target || mode === 'External') continue;
      found.set(id, { type, target: resolveTarget(dir, target) });
    }
  }
  return found;
}

function resolveTarget(dir: string, target: string): string {
  const path = target.startsWith('/') ? target.slice(1) : posix.join(dir, target);
  return posix.normalize(path);
}

export function isTrue(value: string | undefined): boolean {
  return value === '1' || value === 'true';
}
