import type { LocalizedText } from '@shop/contract';
import { SheetError } from './sheet-error';
import { SHEET_LIMITS } from './sheet-limits';
import { dateText, numberText, serialToDate } from './xlsx-cell-text';
import { decodeXstring } from './xlsx-text-escape';
import type { XlsxPackage } from './xlsx-package';
import { isTrue } from './xlsx-workbook';
import { xmlEvents, type XmlEvent } from './xlsx-xml';

/** One row of the worksheet, with its spreadsheet row number and its cells as text ('' when absent). */
export interface XlsxRecord {
  row: number;
  cells: string[];
}

export interface CellContext {
  strings: readonly string[];
  dateStyles: readonly boolean[];
  date1904: boolean;
}

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

export const UNREADABLE_XLSX = {
  zh: '无法读取这个 Excel（.xlsx）文件，文件可能已损坏。请用 Excel 打开后重新保存再上传。',
  en: 'This Excel (.xlsx) file cannot be read; it may be damaged. Open it in Excel, save it again and upload it again.',
};

/** Streams the rows of a worksheet part. */
export async function* worksheetRows(pkg: XlsxPackage, part: string, context: CellContext): AsyncGenerator<XlsxRecord> {
  const reader = new WorksheetReader(context);
  for await (const events of xmlEvents(pkg.text(part, SHEET_LIMITS.maxWorksheetBytes))) {
    yield* reader.take(events);
  }
}

interface Cell {
  column: number;
  type: string;
  style: number;
  value: string | null;
  /** Formula text; '' for a cell that only points at a shared formula. */
  formula: string | null;
  formulaType: string | undefined;
  formulaRange: string | undefined;
  inline: string[] | null;
}

interface Range {
  top: number;
  left: number;
  bottom: number;
  right: number;
}

/** Turns SAX events of <sheetData> into rows; see ECMA-376 part 1, 18.3.1 (worksheet) for the elements. */
class WorksheetReader {
  private row: { number: number; cells: string[]; chars: number; lastColumn: number } | null = null;
  private lastRow = 0;
  private cell: Cell | null = null;
  /** Where text goes: the value, the formula, or a text run of an inline string. */
  private capture: 'value' | 'formula' | 'inline' | null = null;
  private phonetic = 0;
  /** Cells that hold the results of array formulas, not values of their own. */
  private arrays: Range[] = [];

  constructor(private readonly context: CellContext) {}

  *take(events: XmlEvent[]): Generator<XlsxRecord> {
    for (const event of events) {
      if (event.type === 'text') this.text(event.text);
      else if (event.type === 'open') this.open(event.name, event.attributes);
      else {
        const done = this.close(event.name);
        if (done) yield done;
      }
    }
  }

  private open(name: string, attributes: Record<string, string>): void {
    const row = this.row;
    switch (name) {
      case 'row': {
        const number = attributes.r === undefined ? this.lastRow + 1 : Number(attributes.r);
        if (!Number.isInteger(number) || number <= this.lastRow || number > MAX_ROW) throw unreadable();
        this.row = { number, cells: [], chars: 0, lastColumn: 0 };
        this.arrays = this.arrays.filter((range) => range.bottom >= number);
        return;
      }
      case 'c':
        if (!row) return;
        this.cell = {
          column: attributes.r === undefined ? row.lastColumn + 1 : columnOf(attributes.r),
          type: attributes.t ?? 'n',
          style: Number(attributes.s ?? 0),
          value: null,
          formula: null,
          formulaType: undefined,
          formulaRange: undefined,
          inline: null,
        };
        return;
      case 'v':
        if (this.cell) {
          this.cell.value = '';
          this.capture = 'value';
        }
        return;
      case 'f':
        if (this.cell) {
          this.cell.formula = '';
          this.cell.formulaType = attributes.t;
          this.cell.formulaRange = attributes.ref;
          this.capture = 'formula';
        }
        return;
      case 'is':
        if (this.cell) this.cell.inline = [];
        return;
      case 'rPh':
        this.phonetic++;
        return;
      case 't':
        if (this.cell?.inline && this.phonetic === 0) this.capture = 'inline';
        return;
    }
  }

  private text(text: string): void {
    const cell = this.cell;
    if (!cell || !this.capture) return;
    if (this.capture === 'value') cell.value += text;
    else if (this.capture === 'formula') cell.formula += text;
    else cell.inline?.push(text);
  }

  private close(name: string): XlsxRecord | null {
    switch (name) {
      case 'v':
      case 'f':
      case 't':
        this.capture = null;
        return null;
      case 'rPh':
        this.phonetic--;
        return null;
      case 'c':
        this.placeCell();
        return null;
      case 'row':
        return this.finishRow();
      default:
        return null;
    }
  }

  private placeCell(): void {
    const { row, cell } = this;
    this.cell = null;
    if (!row || !cell) return;
    if (cell.column <= row.lastColumn || cell.column > MAX_COLUMN) throw unreadable(row.number);
    const text = this.textOf(cell, row.number);
    row.lastColumn = cell.column;
    row.chars += text.length;
    if (row.chars > SHEET_LIMITS.maxRowChars) {
      throw problem(
        {
          zh: `这一行超过 ${SHEET_LIMITS.maxRowChars} 个字符。`,
          en: `this row is longer than ${SHEET_LIMITS.maxRowChars} characters.`,
        },
        row.number,
      );
    }
    while (row.cells.length < cell.column - 1) row.cells.push('');
    row.cells.push(text);
  }

  private finishRow(): XlsxRecord | null {
    const row = this.row;
    this.row = null;
    if (!row) return null;
    this.lastRow = row.number;
    return { row: row.number, cells: row.cells };
  }

  /** Formulas as their text, never their cached result: a hostile sheet caches a harmless result for =HYPERLINK(...). */
  private textOf(cell: Cell, rowNumber: number): string {
    if (cell.formula !== null) {
      if (cell.formula === '') throw filledFormula(cell.column, rowNumber);
      if (cell.formulaType === 'array' && cell.formulaRange) this.arrays.push(rangeOf(cell.formulaRange, rowNumber));
      return `=${cell.formula}`;
    }
    if (cell.value !== null && this.inArray(rowNumber, cell.column)) throw filledFormula(cell.column, rowNumber);
    const value = cell.value ?? '';
    switch (cell.type) {
      case 's': {
        const text = this.context.strings[Number(value)];
        if (text === undefined) throw unreadable(rowNumber);
        return text;
      }
      case 'inlineStr':
        return decodeXstring((cell.inline ?? []).join(''));
      case 'b':
        return isTrue(value) ? 'TRUE' : 'FALSE';
      case 'str':
        return decodeXstring(value);
      case 'e':
      case 'd':
        return value;
      default: {
        if (value.trim() === '') return '';
        const number = Number(value);
        if (!Number.isFinite(number)) return value;
        if (this.context.dateStyles[cell.style]) return dateText(serialToDate(number, this.context.date1904));
        return numberText(number);
      }
    }
  }

  private inArray(row: number, column: number): boolean {
    return this.arrays.some(
      (range) =>
        row >= range.top &&
        row <= range.bottom &&
        column >= range.left &&
        column <= range.right &&
        !(row === range.top && column === range.left),
    );
  }
}

/** Column number of a cell reference (B7 → 2). */
function columnOf(reference: string): number {
  const letters = /^\$?([A-Za-z]{1,3})\$?\d*$/.exec(reference)?.[1];
  if (!letters) throw unreadable();
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * 26 + (letter.charCodeAt(0) - 64);
  return column;
}

function rangeOf(reference: string, rowNumber: number): Range {
  const [from = '', to = from] = reference.split(':');
  const rowOf = (ref: string) => Number(/(\d+)$/.exec(ref)?.[1] ?? rowNumber);
  return { top: rowOf(from), left: columnOf(from), bottom: rowOf(to), right: columnOf(to) };
}

export function columnName(column: number): string {
  let name = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function filledFormula(column: number, row: number): SheetError {
  return problem(
    {
      zh: `第 ${columnName(column)} 列的单元格属于从其他单元格填充或展开的公式，无法读取其内容。请把公式改为数值（选择性粘贴 → 数值）后再上传。`,
      en: `the cell in column ${columnName(column)} belongs to a formula filled or spilled from another cell, whose text cannot be read here. Replace formulas with values (Paste Special → Values) and upload again.`,
    },
    row,
  );
}

function problem(reason: LocalizedText, row: number): SheetError {
  return new SheetError(reason, { row });
}

function unreadable(row?: number): SheetError {
  return new SheetError(UNREADABLE_XLSX, { row });
}
