import { HttpStatus } from '@nestjs/common';
import { LocalizedException } from '../../../http/localized-exception';
import { catalogueKey } from '../../items/catalogue-key';
import { MAX_QUANTITY } from '../basket.service';
import {
  CONTROL_CHARACTERS,
  MAX_LINE_LENGTH,
  MAX_LINES,
  MAX_TEXT_LENGTH,
  NO_LINES,
  TEXT_TOO_LONG,
  tooManyLines,
} from './quick-order-texts';
import { CONTROL_CHARACTER_BUT_LAYOUT } from '../../../http/control-characters';

/** One non-empty line of a pasted list, read but not yet compared with the catalogue. */
export interface OrderLine {
  /** 1-based position in the pasted text, blank lines counted, so the researcher finds it. */
  line: number;
  /** The line as typed (trimmed; cut when too long). */
  text: string;
  catalogueNumber: string;
  /** catalogueKey() of the catalogue number: '' when it has no letter or digit. */
  key: string;
  /** As typed; '' means the product's first size. */
  size: string;
  quantityText: string;
  /** null when quantityText is not a whole number from 1 to MAX_QUANTITY. */
  quantity: number | null;
  problem?: 'lineTooLong' | 'tooManyColumns' | 'missingCatalogueNumber';
}

// Tabs and line breaks are what spreadsheets paste; every other control character is refused.
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;
/** Spreadsheet columns arrive tab-separated; people type commas or semicolons (、 in Chinese). */
const COLUMN_SEPARATOR = /[\t,;、]/;
/** What String.prototype.trim() removes, besides line breaks. */
const BLANK = new Set([9, 11, 12, 32, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x202f, 0x205f, 0x3000, 0xfeff]);
const NUMBER_LIKE = /^[-+]?\d+(?:\.\d+)?$/;

function refused(text: { zh: string; en: string }): LocalizedException {
  return new LocalizedException(text, HttpStatus.BAD_REQUEST, { field: 'lines' });
}

/**
 * The pasted text as order lines, or a 400 for the whole text (missing, too long, control
 * characters, more than MAX_LINES lines). Problems of single lines stay on those lines.
 */
export function readOrderLines(value: unknown): OrderLine[] {
  if (typeof value !== 'string' || value.trim() === '') throw refused(NO_LINES);
  // First, so a megabyte is refused without being scanned (the body parser allows 1 MB).
  if (value.length > MAX_TEXT_LENGTH) throw refused(TEXT_TOO_LONG);
  if (CONTROL_CHARACTER_BUT_LAYOUT.test(value)) throw refused(CONTROL_CHARACTERS);
  const filled = countFilledLines(value);
  if (filled > MAX_LINES) throw refused(tooManyLines(filled));
  return value.split(LINE_BREAK).flatMap((line, index) => (line.trim() === '' ? [] : [readLine(line.trim(), index + 1)]));
}

/** Lines with something on them, counted in one pass without splitting the text. */
function countFilledLines(text: string): number {
  let count = 0;
  let filled = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      if (filled) count++;
      filled = false;
    } else if (!filled && !BLANK.has(c)) filled = true;
  }
  return filled ? count + 1 : count;
}

function readLine(typed: string, line: number): OrderLine {
  const empty = { line, catalogueNumber: '', key: '', size: '', quantityText: '', quantity: 1 };
  // Characters, not UTF-16 units (an emoji is one); only a long line is counted.
  if (typed.length > MAX_LINE_LENGTH && [...typed].length > MAX_LINE_LENGTH) {
    return { ...empty, text: `${[...typed.slice(0, 120)].slice(0, 60).join('')}…`, problem: 'lineTooLong' };
  }
  // Full-width digits, commas and spaces (typed with a Chinese input method) become their ASCII
  // forms; NFKC's Greek mu goes back to the micro sign the catalogue writes.
  const cells = columns(typed.normalize('NFKC').replace(/\u03bc/g, '\u00b5'));
  const [catalogueNumber = '', size = '', quantityText = ''] = cells;
  const read: OrderLine = { ...empty, text: typed, catalogueNumber, key: catalogueKey(catalogueNumber), size, quantityText, quantity: quantityOf(quantityText) };
  if (cells.length > 3) return { ...read, problem: 'tooManyColumns' };
  if (!catalogueNumber) return { ...read, problem: 'missingCatalogueNumber' };
  return read;
}

function quantityOf(text: string): number | null {
  if (text === '') return 1;
  if (!/^\d{1,4}$/.test(text)) return null;
  const quantity = Number(text);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/**
 * Catalogue number, size, quantity. With separators the columns are positional (an empty
 * spreadsheet cell keeps its place); without, spaces separate them (see spaced()).
 */
function columns(text: string): string[] {
  if (!COLUMN_SEPARATOR.test(text)) return spaced(text);
  const cells = text.split(COLUMN_SEPARATOR).map((cell) => cell.trim());
  while (cells.length > 0 && cells[cells.length - 1] === '') cells.pop();
  // "ABP-10001 100 µl, 2": the first column holds catalogue number and size.
  if (cells.length > 0 && cells.length < 3 && /\s/.test(cells[0])) return [...spaced(cells[0]), ...cells.slice(1)];
  return cells;
}

/**
 * Space-separated: the first word is the catalogue number ("ABP 10001", letters then a number,
 * is one); a last word that is a number is the quantity when a size comes before it; the words
 * between are the size ("100 µl", "2 x 250 µl").
 */
function spaced(text: string): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const take = words.length > 1 && !/\d/.test(words[0]) && /^\d/.test(words[1]) ? 2 : 1;
  const catalogueNumber = words.slice(0, take).join(' ');
  const rest = words.slice(take);
  if (rest.length === 0) return [catalogueNumber];
  if (rest.length === 1) return [catalogueNumber, rest[0]];
  const last = rest[rest.length - 1];
  if (NUMBER_LIKE.test(last)) return [catalogueNumber, rest.slice(0, -1).join(' '), last];
  return [catalogueNumber, rest.join(' ')];
}
