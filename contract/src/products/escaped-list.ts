/**
 * The sheet's list-in-a-cell syntax shared by the images and validation columns: entries separated by
 * `;`, parts by `|`, and a `\` escaping either (or itself) inside a text.
 */
export function escapePart(text: string): string {
  return /[\\;|]/.test(text) ? text.replace(/[\\;|]/g, (c) => `\\${c}`) : text;
}

/**
 * Splits on an unescaped separator, keeping escapes for the next level. Parts are sliced, never built a
 * character at a time: a sheet's images and validation cells are long, and a big import reads millions.
 */
export function splitEscaped(text: string, separator: string): string[] {
  if (!text.includes('\\')) return text.split(separator);
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

export const unescapePart = (text: string): string => (text.includes('\\') ? text.replace(/\\(.)/g, '$1') : text);
