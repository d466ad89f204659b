import type { Language } from '../../../http/request-language';
import type { Letterhead } from '../../../pdf/letterhead';
import { ATTRIBUTE_FIELDS } from '../product-fields';
import type { Product } from '../product.entity';
import { shownPrice } from '../shown-price';

type Text = { zh: string; en: string };
type Row = [label: Text, value: string];

const L = (zh: string, en: string): Text => ({ zh, en });

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
  sections: { title: string; rows: [label: string, value: string][] }[];
  pictures: DatasheetPicture[];
  picturesTitle: string;
  note: string;
}

/** An attribute's labels come from the product's one declaration (product-fields.ts). */
const LABELS: ReadonlyMap<string, Text> = new Map(ATTRIBUTE_FIELDS.map((f) => [f.property, f.label]));

/** One attribute's row: its declared label and its value (lists joined). */
function field(p: Product, property: keyof Product & string): Row {
  const label = LABELS.get(property);
  if (!label) throw new Error(`${property} is not a declared product attribute`);
  const value = p[property] as unknown;
  return [label, Array.isArray(value) ? value.join(', ') : String(value ?? '')];
}

/** Sections of the printed datasheet, in the order the detail page shows them. */
function sections(p: Product): [Text, Row[]][] {
  return [
    [
      L('应用', 'Application'),
      [
        field(p, 'applications'),
        field(p, 'dilutionRatio'),
        field(p, 'reactivities'),
      ],
    ],
    [
      L('产品属性', 'Properties'),
      [
        field(p, 'productType'),
        field(p, 'host'),
        field(p, 'clonality'),
        field(p, 'cloneNumber'),
        field(p, 'isotype'),
        field(p, 'lightChainType'),
        field(p, 'conjugation'),
        field(p, 'modification'),
        field(p, 'immunogen'),
        field(p, 'specificity'),
        field(p, 'concentration'),
        field(p, 'form'),
        field(p, 'bufferSystem'),
        field(p, 'purification'),
        field(p, 'storage'),
      ],
    ],
    [
      L('靶点信息', 'Target information'),
      [
        field(p, 'proteinName'),
        field(p, 'geneName'),
        field(p, 'alternativeNames'),
        field(p, 'molecularWeight'),
        field(p, 'subcellularLocation'),
        field(p, 'researchField'),
        [L('Entrez Gene（人/小鼠/大鼠）', 'Entrez Gene (human/mouse/rat)'), [p.entrezGeneHuman, p.entrezGeneMouse, p.entrezGeneRat].filter(Boolean).join(' / ')],
        [L('Swiss-Prot（人/小鼠/大鼠）', 'Swiss-Prot (human/mouse/rat)'), [p.swissProtHuman, p.swissProtMouse, p.swissProtRat].filter(Boolean).join(' / ')],
        field(p, 'background'),
      ],
    ],
  ];
}

/** The datasheet of a product for one reader: labels in their language, prices in their currency (shown-price.ts). */
export function datasheetContent(p: Product, language: Language, letterhead: Letterhead, pictures: DatasheetPicture[]): DatasheetContent {
  const t = (text: Text) => text[language];
  const filled = sections(p)
    .map(([title, rows]) => ({
      title: t(title),
      rows: rows.filter(([, value]) => value && value.trim() !== '').map(([label, value]): [string, string] => [t(label), value.trim()]),
    }))
    .filter((section) => section.rows.length > 0);
  const prices = [...p.prices]
    .sort((a, b) => a.option - b.option)
    .map((o): [string, string] => [o.size, shownPrice(o.priceFen, language)]);
  if (prices.length > 0) filled.push({ title: t(L('规格与价格', 'Sizes and prices')), rows: prices });
  const ids = [`${t(L('货号', 'Catalogue number'))}: ${p.catalogueNumber}`, ...(p.rrid ? [`RRID:${p.rrid}`] : [])];
  return {
    language,
    letterhead,
    documentTitle: t(L('产品说明书', 'Datasheet')),
    productName: p.productName,
    catalogueNumber: p.catalogueNumber,
    identifiers: ids.join('   ·   '),
    sections: filled,
    pictures,
    picturesTitle: t(L('图片', 'Images')),
    note: t(L('仅供科研使用，不用于诊断或治疗。', 'For research use only. Not for use in diagnostic or therapeutic procedures.')),
  };
}
