import type { Language } from '../../../http/request-language';
import type { Letterhead } from '../../../pdf/letterhead';
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

/** Sections of the printed datasheet, in the order the detail page shows them. */
function sections(p: Product): [Text, Row[]][] {
  return [
    [
      L('应用', 'Application'),
      [
        [L('应用', 'Applications'), p.applications.join(', ')],
        [L('推荐稀释比', 'Recommended dilution'), p.dilutionRatio],
        [L('种属反应性', 'Reactivity'), p.reactivities.join(', ')],
      ],
    ],
    [
      L('产品属性', 'Properties'),
      [
        [L('产品类型', 'Product type'), p.productType],
        [L('宿主', 'Host'), p.host],
        [L('克隆性', 'Clonality'), p.clonality],
        [L('克隆号', 'Clone number'), p.cloneNumber],
        [L('同种型', 'Isotype'), p.isotype],
        [L('轻链类型', 'Light chain type'), p.lightChainType],
        [L('标记', 'Conjugation'), p.conjugation],
        [L('修饰', 'Modification'), p.modification],
        [L('免疫原', 'Immunogen'), p.immunogen],
        [L('特异性', 'Specificity'), p.specificity],
        [L('浓度', 'Concentration'), p.concentration],
        [L('性状', 'Form'), p.form],
        [L('缓冲液', 'Buffer'), p.bufferSystem],
        [L('纯化方式', 'Purification'), p.purification],
        [L('保存条件', 'Storage'), p.storage],
      ],
    ],
    [
      L('靶点信息', 'Target information'),
      [
        [L('蛋白名称', 'Protein name'), p.proteinName],
        [L('基因名', 'Gene name'), p.geneName],
        [L('别名', 'Alternative names'), p.alternativeNames],
        [L('分子量', 'Molecular weight'), p.molecularWeight],
        [L('亚细胞定位', 'Subcellular location'), p.subcellularLocation],
        [L('研究领域', 'Research field'), p.researchField],
        [L('Entrez Gene（人/小鼠/大鼠）', 'Entrez Gene (human/mouse/rat)'), [p.entrezGeneHuman, p.entrezGeneMouse, p.entrezGeneRat].filter(Boolean).join(' / ')],
        [L('Swiss-Prot（人/小鼠/大鼠）', 'Swiss-Prot (human/mouse/rat)'), [p.swissProtHuman, p.swissProtMouse, p.swissProtRat].filter(Boolean).join(' / ')],
        [L('背景', 'Background'), p.background],
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
