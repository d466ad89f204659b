/**
 * OOXML strings (ST_Xstring) carry characters XML cannot hold as `_xHHHH_`: Excel writes a carriage return
 * as _x000D_, and a literal "_x0041_" typed in a cell as _x005F_x0041_ (escaped underscore).
 */
const ESCAPE = /_x([0-9A-Fa-f]{4})_/g;

export function decodeXstring(text: string): string {
  return text.includes('_x') ? text.replace(ESCAPE, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : text;
}

/** The inverse, for the writer: keeps CR and control characters, which XML would normalise or drop. */
export function encodeXstring(text: string): string {
  return text
    .replace(/_(?=x[0-9A-Fa-f]{4}_)/g, '_x005F_')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what this escapes
    .replace(/[\x00-\x08\x0B-\x1F\x7F]/g, (char) => `_x${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}_`);
}
