/*
 * Control characters the shop refuses in text it stores: PostgreSQL refuses NUL outright, and the others are
 * invisible in every page, sheet and PDF that would show them.
 */

/** In a one-line field (a name, a number): no control character at all. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** In a sheet cell or pasted lines: tab, line feed and carriage return are the text's own layout; no other. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER_BUT_LAYOUT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
