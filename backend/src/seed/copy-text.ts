/**
 * PostgreSQL COPY text format: one line per row, tab between columns, \N for null.
 * Backslash, tab, newline and carriage return inside a value are escaped.
 */
export type CopyValue = string | number | boolean | null | undefined | readonly (string | number)[];

function escapeText(text: string): string {
  return /[\\\t\n\r]/.test(text)
    ? text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'))
    : text;
}

/** An array literal ({"a","b"}) with each element quoted, then escaped like any other text. */
function arrayLiteral(values: readonly (string | number)[]): string {
  const items = values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}

export function copyLine(values: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) line += '\t';
    if (v === null || v === undefined) line += '\\N';
    else if (Array.isArray(v)) line += escapeText(arrayLiteral(v));
    else line += escapeText(String(v));
  }
  return `${line}\n`;
}
