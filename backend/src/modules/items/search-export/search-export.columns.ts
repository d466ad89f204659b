import type { Language } from '../../../http/request-language';
import { formatYuan } from '../catalogue-changes/product-cells';
import { FIELD_BY_WIRE, type LocalizedText, shownAmount, SIZE_OPTIONS, type VocabularyLookup } from '@shop/contract';

import { sheetLayout } from '../catalogue-changes/catalogue-export';
import type { SheetColumnLayout } from '../../../sheets/write-sheet';

/** A product as the list export reads it: a few declared columns, the citation count and its size options. */
export interface ExportRow {
  id: number;
  citations: number;
  prices: { option: number; size: string; fen: number }[] | null;
  [column: string]: unknown;
}

/** The declared attributes a researcher's list carries, in column order: species tested and predicted by homology apart (issue 35). */
const EXPORTED_WIRES = ['catno', 'productname', 'host', 'clonality', 'application', 'reactivity', 'predictedreactivity', 'rrid'] as const;

const EXPORTED = EXPORTED_WIRES.map((wire) => {
  const field = FIELD_BY_WIRE.get(wire);
  if (!field || !('column' in field)) throw new Error(`${wire} is not a declared attribute`);
  return field;
});

/** The products columns the export reads (products aliased p). */
export const EXPORT_SELECT = `p.id, ${EXPORTED.map((f) => `p.${f.column}`).join(', ')}, p.citations,
  (SELECT json_agg(json_build_object('option', x.option, 'size', x.size, 'fen', x.price_fen) ORDER BY x.option)
     FROM product_prices x WHERE x.product_id = p.id) AS prices`;

const label = (text: LocalizedText, language: Language) => text[language];

/** Spec section 9, as the storefront shows prices: yuan in Chinese; in English dollars = yuan / 7 rounded up. */
export function exportPrice(fen: number, language: Language): string {
  return language === 'en' ? String(shownAmount(fen, 'en')) : formatYuan(fen);
}

export function exportHeader(language: Language): string[] {
  const sizes = SIZE_OPTIONS.flatMap((n) => [
    label(FIELD_BY_WIRE.get(`size${n}`)!.label, language),
    language === 'en' ? `Price ${n} (USD)` : `价格 ${n}（元）`,
  ]);
  return [
    ...EXPORTED.map((f) => label(f.label, language)),
    language === 'en' ? 'Citations' : '引用文献数',
    ...sizes,
    language === 'en' ? 'Product page' : '产品链接',
  ];
}

/** Column types and widths, in header order: the citation count and prices are number cells, the rest text. */
export const EXPORT_LIST_LAYOUT: readonly SheetColumnLayout[] = [
  ...EXPORTED.map((f) => sheetLayout(f)),
  { numeric: true, width: 10 },
  ...SIZE_OPTIONS.flatMap((n) => [sheetLayout(FIELD_BY_WIRE.get(`size${n}`)!), sheetLayout(FIELD_BY_WIRE.get(`price${n}`)!)]),
  { width: 40 },
];

/** A researcher's list: values of the vocabularies by their label in the list's language (宿主 兔). */
export function exportCells(row: ExportRow, language: Language, publicUrl: string, vocabularies: VocabularyLookup): string[] {
  const attributes = EXPORTED.map((f) => {
    const value = row[f.column];
    const values = Array.isArray(value) ? (value as string[]) : [String(value ?? '')];
    const vocabulary = 'vocabulary' in f ? f.vocabulary : undefined;
    return values.map((v) => (vocabulary && v ? vocabularies.label(vocabulary, v, language) : v)).join(language === 'zh' ? '、' : ', ');
  });
  const sizes = SIZE_OPTIONS.flatMap((n) => {
    const option = row.prices?.find((p) => p.option === n);
    return option ? [option.size, exportPrice(option.fen, language)] : ['', ''];
  });
  return [...attributes, String(row.citations), ...sizes, `${publicUrl.replace(/\/+$/, '')}/production/${row.id}`];
}
