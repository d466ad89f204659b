import { catalogueKey } from '../catalogue-key';
import {
  AttributeField,
  checkedKey,
  escapePart,
  FIELD_BY_WIRE,
  formatValidation,
  isMultiValued,
  type LocalizedText,
  nearestValues,
  parseValidation,
  PRODUCT_FIELDS,
  ProductField,
  SHEET_COLUMNS,
  splitEscaped,
  unescapePart,
  unknownValueMessage,
  VocabularyCheck,
} from '@shop/contract';
import type { CellProblem, PictureReference, ProductPatch, ProductRecord } from './product-record';

import { CONTROL_CHARACTER_BUT_LAYOUT } from '../../../http/control-characters';

/**
 * A product as sheet cells (column name → text) and back. The import, the export and the staff
 * editor all speak this format, so what staff see in the editor is what the sheet holds.
 *
 * Cell syntax: several values are separated by commas; prices are yuan with at most two decimals;
 * `recommend` lists catalogue numbers; `images` is `file.jpg|caption|English caption;file2.png|caption`
 * (a `\` escapes `;`, `|` or `\` inside a caption).
 */
export type Cells = Partial<Record<string, string>>;

const MAX_PICTURES = 20;
/** Related products per product, in a sheet cell and in the editor alike. */
export const MAX_RELATED = 50;
const MAX_PRICE_FEN = 1_000_000_000;
const SIZE_LENGTH = 100;
const CATALOGUE_NUMBER = /^[\p{L}\p{N}][\p{L}\p{N} ._/#-]*$/u;

const m = (zh: string, en: string): LocalizedText => ({ zh, en });

export const MESSAGES = {
  required: (f: ProductField) => m(`${f.label.zh}不能为空`, `${f.label.en} is required`),
  tooLong: (f: ProductField, max: number) => m(`${f.label.zh}不能超过 ${max} 个字符`, `${f.label.en} must not be longer than ${max} characters`),
  control: m('含有不允许的控制字符', 'contains control characters that are not allowed'),
  /** A value outside a field's fixed list (a vocabulary's: unknownValueMessage, with the way to add it). */
  unknownValue: (f: ProductField, value: string, known: readonly string[] = 'values' in f && f.values ? f.values : []) => {
    const near = nearestValues(known, value);
    const zh = near.length > 0 ? `；是否应为 ${near.map((v) => `“${v}”`).join('、')}？` : '';
    const en = near.length > 0 ? `; did you mean ${near.map((v) => `"${v}"`).join(', ')}?` : '';
    return m(`未知的取值“${value}”（${f.label.zh}）${zh}`, `unknown value "${value}" for ${f.label.en}${en}`);
  },
  catalogueNumber: m('货号只能由字母、数字和 - _ . / # 空格组成，并以字母或数字开头', 'a catalogue number consists of letters, digits and - _ . / # or spaces, starting with a letter or digit'),
  price: m('价格须为不小于 0 的数字，最多两位小数（单位：元）', 'a price is a number ≥ 0 in yuan with at most two decimals'),
  priceTooHigh: m('价格过高', 'the price is too high'),
  sizeWithoutPrice: m('填写了规格却没有价格', 'a size needs a price'),
  priceWithoutSize: m('填写了价格却没有规格', 'a price needs a size'),
  tooManyRelated: m(`相关产品最多 ${MAX_RELATED} 个`, `at most ${MAX_RELATED} related products`),
  tooManyPictures: m(`图片最多 ${MAX_PICTURES} 张`, `at most ${MAX_PICTURES} pictures`),
  pictureName: m('图片写法应为“文件名|说明|英文说明”，多张用分号分隔', 'write pictures as "file|caption|English caption", separated by semicolons'),
  unknownColumn: (column: string) => m(`未知的列“${column}”`, `unknown column "${column}"`),
  duplicateColumn: (column: string) => m(`列“${column}”出现了不止一次`, `column "${column}" appears more than once`),
  missingCatno: m('表头缺少 catno 列', 'the header has no catno column'),
  /** Issue 35: a species is either tested or predicted by homology, never both. */
  testedAndPredicted: (species: string[]) =>
    m(`种属“${species.join('、')}”已在“种属反应性”中（已验证），不能同时列为预测种属`, `${species.join(', ')} ${species.length > 1 ? 'are' : 'is'} already a tested reactivity and cannot also be predicted`),
};

export interface ParsedCells {
  /** Catalogue number compared loosely (case and separators ignored); '' when missing. */
  key: string;
  patch: ProductPatch;
  problems: CellProblem[];
}

/** Checks a header row: every column known, none twice, catno present. */
export function headerProblems(header: string[]): CellProblem[] {
  const problems: CellProblem[] = [];
  const seen = new Set<string>();
  for (const raw of header) {
    const column = raw.trim();
    if (!FIELD_BY_WIRE.has(column)) problems.push({ column: raw, message: MESSAGES.unknownColumn(raw) });
    else if (seen.has(column)) problems.push({ column, message: MESSAGES.duplicateColumn(column) });
    seen.add(column);
  }
  if (!seen.has('catno')) problems.push({ column: 'catno', message: MESSAGES.missingCatno });
  return problems;
}

/** Comma-separated values, trimmed, empty ones dropped, each once. */
export function splitValues(cell: string): string[] {
  return [...new Set(cell.split(',').map((v) => v.trim()).filter(Boolean))];
}

/** Yuan text → fen, by string arithmetic (no binary fractions): "12.5" → 1250. */
export function parseYuan(cell: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cell);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export function formatYuan(fen: number): string {
  const whole = Math.floor(fen / 100);
  const cents = fen % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

export function parsePictures(cell: string): PictureReference[] | null {
  const entries = splitEscaped(cell, ';').map((e) => e.trim()).filter(Boolean);
  const pictures: PictureReference[] = [];
  for (const entry of entries) {
    const [name, caption = '', captionEn = '', ...rest] = splitEscaped(entry, '|').map((p) => unescapePart(p).trim());
    if (!name || rest.length > 0) return null;
    pictures.push({ name, caption, captionEn });
  }
  return pictures;
}

export function formatPictures(pictures: PictureReference[]): string {
  return pictures
    .map((p) => {
      const parts = [p.name, escapePart(p.caption), escapePart(p.captionEn)];
      while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
      return parts.join('|');
    })
    .join(';');
}

/** The stored spelling of a value of a field with a fixed list or a vocabulary; undefined when unknown. */
function canonical(field: AttributeField, value: string, check: VocabularyCheck): string | undefined {
  if (field.vocabulary) return checkedKey(check, field.vocabulary, value);
  const lower = value.toLowerCase();
  return field.values?.find((v) => v.toLowerCase() === lower);
}

function parseAttribute(field: AttributeField, cell: string, problems: CellProblem[], check: VocabularyCheck): string | string[] {
  const problem = (message: LocalizedText) => problems.push({ column: field.wire, message });
  const known = (value: string) => canonical(field, value, check);
  const unknown = (value: string) =>
    problem(field.vocabulary ? unknownValueMessage(check, field.vocabulary, value) : MESSAGES.unknownValue(field, value, field.values));
  const listed = Boolean(field.values || field.vocabulary);
  if (CONTROL_CHARACTER_BUT_LAYOUT.test(cell)) problem(MESSAGES.control);
  if (isMultiValued(field)) {
    const values = splitValues(cell);
    const out: string[] = [];
    for (const value of values) {
      if (value.length > field.maxLength) problem(MESSAGES.tooLong(field, field.maxLength));
      else if (listed) {
        const key = known(value);
        if (key === undefined) unknown(value);
        else if (!out.includes(key)) out.push(key);
      } else out.push(value);
    }
    return out;
  }
  if (cell === '') {
    if (field.kind === 'status') return 'active';
    if (field.required) problem(MESSAGES.required(field));
    return '';
  }
  if (field.pattern?.normalise) cell = field.pattern.normalise(cell);
  if (cell.length > field.maxLength) problem(MESSAGES.tooLong(field, field.maxLength));
  if (field.wire === 'catno' && !CATALOGUE_NUMBER.test(cell)) problem(MESSAGES.catalogueNumber);
  if (field.pattern && !field.pattern.regex.test(cell)) problem(field.pattern.message);
  if (listed) {
    const key = known(cell);
    if (key === undefined) unknown(cell);
    return key ?? cell;
  }
  return cell;
}

/**
 * Reads the cells of one product. Columns absent from `cells` are left out of the patch (a sheet
 * with only catno and price1 corrects prices and nothing else).
 */
export function parseProductCells(cells: Cells, check: VocabularyCheck): ParsedCells {
  const problems: CellProblem[] = [];
  const patch: ProductPatch = { attributes: {} };
  for (const field of PRODUCT_FIELDS as readonly ProductField[]) {
    const raw = cells[field.wire];
    if (raw === undefined) continue;
    const cell = raw.trim();
    switch (field.kind) {
      case 'related': {
        const numbers = splitValues(cell);
        if (numbers.length > MAX_RELATED) problems.push({ column: field.wire, message: MESSAGES.tooManyRelated });
        patch.recommend = numbers;
        break;
      }
      case 'size': {
        if (cell.length > SIZE_LENGTH) problems.push({ column: field.wire, message: MESSAGES.tooLong(field, SIZE_LENGTH) });
        if (CONTROL_CHARACTER_BUT_LAYOUT.test(cell)) problems.push({ column: field.wire, message: MESSAGES.control });
        ((patch.prices ??= {})[field.option!] ??= {}).size = cell;
        break;
      }
      case 'price': {
        const fen = cell === '' ? null : parseYuan(cell);
        // A price that cannot be read is reported once, not again as "a size needs a price".
        if (cell !== '' && fen === null) problems.push({ column: field.wire, message: MESSAGES.price });
        else if (fen !== null && fen > MAX_PRICE_FEN) problems.push({ column: field.wire, message: MESSAGES.priceTooHigh });
        else ((patch.prices ??= {})[field.option!] ??= {}).priceFen = fen;
        break;
      }
      case 'images': {
        const pictures = parsePictures(raw);
        if (pictures === null) problems.push({ column: field.wire, message: MESSAGES.pictureName });
        else if (pictures.length > MAX_PICTURES) problems.push({ column: field.wire, message: MESSAGES.tooManyPictures });
        else patch.images = pictures;
        break;
      }
      case 'validation': {
        if (CONTROL_CHARACTER_BUT_LAYOUT.test(cell)) problems.push({ column: field.wire, message: MESSAGES.control });
        const { entries, problems: found } = parseValidation(raw, check);
        for (const message of found) problems.push({ column: field.wire, message });
        patch.validation = entries;
        break;
      }
      default: {
        const attribute = field as AttributeField;
        (patch.attributes as Record<string, unknown>)[attribute.property] = parseAttribute(attribute, cell, problems, check);
      }
    }
  }
  for (const [option, parts] of Object.entries(patch.prices ?? {})) {
    if (parts.size === undefined || parts.priceFen === undefined) continue;
    if (parts.size !== '' && parts.priceFen === null) problems.push({ column: `price${option}`, message: MESSAGES.sizeWithoutPrice });
    if (parts.size === '' && parts.priceFen !== null) problems.push({ column: `size${option}`, message: MESSAGES.priceWithoutSize });
  }
  const tested = patch.attributes.reactivities;
  const both = tested && patch.attributes.predictedReactivities?.filter((species) => tested.includes(species));
  if (both?.length) problems.push({ column: 'predictedreactivity', message: MESSAGES.testedAndPredicted(both) });
  const catno = patch.attributes.catalogueNumber ?? '';
  return { key: catno ? catalogueKey(catno) : '', patch, problems };
}

/** The product as sheet cells, every column, in sheet order. */
export function productCells(record: ProductRecord): string[] {
  return SHEET_COLUMNS.map((column) => {
    const field = FIELD_BY_WIRE.get(column) as ProductField;
    switch (field.kind) {
      case 'related':
        return record.recommend.join(', ');
      case 'size':
        return record.prices.find((p) => p.option === field.option)?.size ?? '';
      case 'price': {
        const option = record.prices.find((p) => p.option === field.option);
        return option ? formatYuan(option.priceFen) : '';
      }
      case 'validation':
        return formatValidation(record.validation);
      case 'images':
        return formatPictures(record.images.map((i) => ({ name: i.originalName || i.file, caption: i.caption, captionEn: i.captionEn })));
      default: {
        const value = record.attributes[(field as AttributeField).property as keyof ProductRecord['attributes']];
        return Array.isArray(value) ? value.join(', ') : value;
      }
    }
  });
}

/** Sheet cells as a column → text map (the editor's form values). */
export function cellsByColumn(record: ProductRecord): Record<string, string> {
  const cells = productCells(record);
  return Object.fromEntries(SHEET_COLUMNS.map((column, i) => [column, cells[i]]));
}
