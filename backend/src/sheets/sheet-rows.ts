import { SheetError } from './sheet-error';

export interface NumberedCells {
  row: number;
  cells: string[];
}

export function isBlank(cells: readonly string[]): boolean {
  return cells.every((cell) => cell === '');
}

/**
 * The header's columns: up to its last non-empty cell, so that columns Excel merely formatted (and writes as
 * empty cells, or as trailing commas in a CSV) do not become nameless columns.
 */
export function headerOf(cells: readonly string[]): string[] {
  let width = cells.length;
  while (width > 0 && cells[width - 1] === '') width--;
  return cells.slice(0, width);
}

/**
 * A data row with exactly one cell per header column: missing cells are '' (XLSX leaves out empty cells);
 * a value beyond the header is refused rather than dropped.
 */
export function fitToHeader(record: NumberedCells, width: number): string[] {
  const { row, cells } = record;
  const stray = cells.findIndex((cell, index) => index >= width && cell !== '');
  if (stray >= 0) {
    throw new SheetError(
      {
        zh: `第 ${stray + 1} 列有内容，但表头只有 ${width} 列。`,
        en: `column ${stray + 1} has a value but the header has only ${width} columns.`,
      },
      { row },
    );
  }
  if (cells.length === width) return cells;
  const fitted = cells.slice(0, width);
  while (fitted.length < width) fitted.push('');
  return fitted;
}
