/**
 * CSV injection guard. Spreadsheet programs run a CSV cell that starts with = + - @ tab or CR as a formula
 * (`=HYPERLINK(...)` phoning home, DDE), so the CSV writer puts an apostrophe in front of such cells, and the
 * importer removes it again with `unescapeFormulaGuard` so that export → import gives back the same text.
 *
 * Cells that already start with apostrophes followed by one of those characters get one more apostrophe,
 * so the pair of functions is exact for every string ("'=x" → "''=x" → "'=x").
 *
 * XLSX needs none of this: the XLSX writer stores every cell as a string, which Excel never evaluates.
 * Apply `unescapeFormulaGuard` to CSV cells only.
 */
const GUARDED = /^'*[=+\-@\t\r]/;

export function applyFormulaGuard(cell: string): string {
  return GUARDED.test(cell) ? `'${cell}` : cell;
}

export function unescapeFormulaGuard(cell: string): string {
  return cell.startsWith("'") && GUARDED.test(cell) ? cell.slice(1) : cell;
}
