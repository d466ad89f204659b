/**
 * The sheet's list-in-a-cell syntax shared by the images and validation columns: entries separated by
 * `;`, parts by `|`, and a `\` escaping either (or itself) inside a text.
 */
export function escapePart(text: string): string {
  return text.replace(/[\\;|]/g, (c) => `\\${c}`);
}

/** Splits on an unescaped separator, keeping escapes for the next level. */
export function splitEscaped(text: string, separator: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && i + 1 < text.length) {
      current += c + text[i + 1];
      i++;
    } else if (c === separator) {
      parts.push(current);
      current = '';
    } else current += c;
  }
  parts.push(current);
  return parts;
}

export const unescapePart = (text: string): string => text.replace(/\\(.)/g, '$1');
