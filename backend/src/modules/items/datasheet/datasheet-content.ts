import type { Language } from '../../../http/request-language';
import type { Letterhead } from '../../../pdf/letterhead';
import type { ResearchRows } from '../evidence/product-evidence';
import { type AttributeField, DETAIL_FIELDS, FIELD_BY_WIRE, type LocalizedText, shownPrice, textInLanguage, type VocabularyLookup } from '@shop/contract';
import type { Product } from '../product.entity';
import type { ShownSds } from '../safety-sheets/shown-sheets';

type Row = [label: LocalizedText, value: string];

const L = (zh: string, en: string): LocalizedText => ({ zh, en });

/** A picture of the product, already a JPEG the PDF can embed, with its caption in the reader's language. */
export interface DatasheetPicture {
  jpeg: Uint8Array;
  width: number;
  height: number;
  caption: string;
}

/**
 * Everything a datasheet shows, in the reader's language and currency: plain data, so that it can be
 * handed to the render thread (datasheet.worker.ts) as it is.
 */
export interface DatasheetContent {
  language: Language;
  letterhead: Letterhead;
  documentTitle: string;
  productName: string;
  catalogueNumber: string;
  /** "货号: ABC · RRID: AB_123", the line under the product name. */
  identifiers: string;
  /** `whole`: a short table read at a glance (sizes and prices), never split across two pages. */
  sections: { title: string; rows: [label: string, value: string][]; whole?: boolean }[];
  pictures: DatasheetPicture[];
  picturesTitle: string;
  note: string;
}

/** A value in the reader's language: vocabulary values by their label (宿主 兔), others as stored. */
type ValueLabel = (vocabulary: Parameters<VocabularyLookup['label']>[0] | undefined, value: string) => string;

/** Issue 48: the tested species say they were tested, beside the predicted ones (the product page says the same). */
const TESTED_REACTIVITY = L('种属反应性（已测试）', 'Reactivity (tested)');

/** The attribute sections of the printed datasheet: the product page's, from the product's one declaration (product-fields.ts). */
function sections(p: Product, shown: ValueLabel, language: Language): [LocalizedText, Row[]][] {
  /** A field's stored text by wire name (a free text's Chinese companion included). */
  const stored = (wire: string): string => String(p[(FIELD_BY_WIRE.get(wire) as AttributeField).property as keyof Product] ?? '');
  /** One attribute's row: its declared label and its value (lists joined, values labelled, free texts in the reader's language). */
  const row = (field: AttributeField): Row => {
    const value = p[field.property as keyof Product] as unknown;
    const values = Array.isArray(value) ? (value as string[]) : [textInLanguage(field, language, stored)];
    return [field.wire === 'reactivity' ? TESTED_REACTIVITY : field.label, values.map((v) => shown(field.vocabulary, v)).join(language === 'zh' ? '、' : ', ')];
  };
  return DETAIL_FIELDS.map(({ label, fields }) => [label, fields.map(row)]);
}

/** A safety data sheet's row label by the sheet's language. */
const SDS_LANGUAGE: Record<'zh' | 'en', LocalizedText> = { zh: L('中文版', 'Chinese'), en: L('英文版', 'English') };

/** How the product page names each kind of evidence (frontend locales, evidence.json kinds). */
const EVIDENCE_KIND: Record<string, LocalizedText> = {
  knockout: L('敲除验证', 'KO/KD-validated'),
  'own-data': L('自有数据', 'Own data'),
  'user-review': L('用户评价', 'User reviews'),
  cited: L('文献引用', 'Cited'),
};

/**
 * The product page's validation evidence as rows: one per application and species, listing the supplier's own
 * evidence (with its note in the reader's language), approved reviews and citing papers, counted as the page does.
 */
function evidenceRows(research: ResearchRows, language: Language, shown: ValueLabel): [string, string][] {
  const zh = language === 'zh';
  const rows = new Map<string, { label: string; parts: string[]; reviews: number; papers: number }>();
  const row = (application: string, species: string) => {
    const key = `${application}|${species}`;
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { label: `${shown('application', application)} · ${shown('reactivity', species)}`, parts: [], reviews: 0, papers: 0 }));
    return found;
  };
  for (const e of research.evidenceEntries) {
    const kind = EVIDENCE_KIND[e.kind]?.[language] ?? e.kind;
    const note = (zh ? e.note || e.noteEn : e.noteEn || e.note).trim();
    row(e.application, e.species).parts.push(note ? `${kind}${zh ? '：' : ': '}${note}` : kind);
  }
  for (const r of research.reviewEvidence) row(r.application, r.species).reviews += r.reviews;
  for (const r of research.referenceRows) if (r.application && r.species) row(r.application, r.species).papers++;
  const counted = (kind: string, count: number) => `${EVIDENCE_KIND[kind][language]}${zh ? `（${count}）` : ` (${count})`}`;
  return [...rows.values()].map((r) => [
    r.label,
    [...r.parts, ...(r.reviews ? [counted('user-review', r.reviews)] : []), ...(r.papers ? [counted('cited', r.papers)] : [])].join(zh ? '；' : '; '),
  ]);
}

/** The product page's references: the paper's title, then journal, impact factor, PubMed ID, sample, species, application. */
function referenceRows(research: ResearchRows, language: Language, shown: ValueLabel): [string, string][] {
  const t = (text: LocalizedText) => text[language];
  return research.referenceRows.map((r, i) => {
    const details = [
      r.journal,
      r.impactFactor && `${t(L('影响因子', 'IF'))} ${r.impactFactor}`,
      r.pmid && `PubMed ID ${r.pmid}`,
      r.sample && `${t(L('样本', 'Sample'))}${language === 'zh' ? '：' : ': '}${r.sample}`,
      [r.application && shown('application', r.application), r.species && shown('reactivity', r.species)].filter(Boolean).join(' · '),
    ].filter(Boolean);
    return [`[${i + 1}]`, [r.title, details.join(' · ')].filter(Boolean).join('\n')];
  });
}

/** The datasheet of a product for one reader: labels in their language, prices in their currency (shown-price.ts). */
export function datasheetContent(
  p: Product,
  language: Language,
  letterhead: Letterhead,
  pictures: DatasheetPicture[],
  research: ResearchRows,
  vocabularies: VocabularyLookup,
  safetySheets: ShownSds = {},
  publicUrl = '',
): DatasheetContent {
  const t = (text: LocalizedText) => text[language];
  const shown: ValueLabel = (vocabulary, value) => (vocabulary && value ? vocabularies.label(vocabulary, value, language) : value);
  const filled: DatasheetContent['sections'] = sections(p, shown, language)
    .map(([title, rows]) => ({
      title: t(title),
      rows: rows.filter(([, value]) => value && value.trim() !== '').map(([label, value]): [string, string] => [t(label), value.trim()]),
    }))
    .filter((section) => section.rows.length > 0);
  const evidence = evidenceRows(research, language, shown);
  if (evidence.length > 0) filled.push({ title: t(L('验证数据', 'Validation evidence')), rows: evidence });
  const references = referenceRows(research, language, shown);
  if (references.length > 0) {
    const count = references.length;
    filled.push({ title: language === 'zh' ? `参考文献（${count}）` : `References (${count})`, rows: references });
  }
  const prices = [...p.prices]
    .sort((a, b) => a.option - b.option)
    .map((o): [string, string] => [o.size, shownPrice(o.priceFen, language)]);
  if (prices.length > 0) filled.push({ title: t(L('规格与价格', 'Sizes and prices')), rows: prices, whole: true });
  // Where the safety data sheets download (issue 35): the reader's language first.
  const sheets = (language === 'zh' ? (['zh', 'en'] as const) : (['en', 'zh'] as const)).flatMap((sheetLanguage): [string, string][] => {
    const sheet = safetySheets[sheetLanguage];
    return sheet ? [[t(SDS_LANGUAGE[sheetLanguage]), `${publicUrl.replace(/\/+$/, '')}${sheet.url}`]] : [];
  });
  if (sheets.length > 0) filled.push({ title: t(L('安全技术说明书（SDS）', 'Safety data sheet (SDS)')), rows: sheets });
  const ids = [`${t(L('货号', 'Catalogue number'))}: ${p.catalogueNumber}`, ...(p.rrid ? [`RRID:${p.rrid}`] : [])];
  return {
    language,
    letterhead,
    documentTitle: t(L('产品说明书', 'Datasheet')),
    // The zh sheet is titled by the product's Chinese name where the supplier gave one, as zh pages are (issue 30).
    productName: (language === 'zh' && p.productNameZh?.trim()) || p.productName,
    catalogueNumber: p.catalogueNumber,
    identifiers: ids.join('   ·   '),
    sections: filled,
    pictures,
    picturesTitle: t(L('图片', 'Images')),
    note: t(L('仅供科研使用，不用于诊断或治疗。', 'For research use only. Not for use in diagnostic or therapeutic procedures.')),
  };
}
