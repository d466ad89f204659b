/**
 * The product's shape, declared once (issue 11). Everything that lists product fields derives from
 * this table: the entity's columns, the API's field names, the list-page filters and their counts,
 * the search document, the import/export sheet columns and the staff editor's form.
 *
 * To add an attribute: add a line here, a migration for its column, and its `detail` (and `compare`) place:
 * the product page, the compare page and the datasheet show it from there, with its label.
 *
 * - `wire`     the spec's name (API field, /hot parameter for filters, sheet column header)
 * - `property` the entity property; `column` the `products` column
 * - `kind`     text | longtext (free text) · choice (one value of `values` or of the `vocabulary`) · choices (several of
 *              `values` or of the `vocabulary`, stored as text[]) · list (free values, text[]) · status · and the fields kept
 *              outside `products`: related (other catalogue numbers), size/price (three options), images
 * - `facet`    position of the field among the list page's filters (the /hot side panel); `pickOne`: its row offers one
 *              value at a time (spec "Product list": host, modification, conjugation, clonality, isotype), others several
 * - `search`   level in the search document (search/relevance.ts): A the product's names (catalogue
 *              number, RRID, gene symbol, product name), B aliases and protein name (an alias names
 *              another target as often as this one: "p38"), C database ids,
 *              D background text (finds the product, ranks below every product named so)
 * - `listed`   carried by search result rows
 * - `detail`   section of the product page and the datasheet (DETAIL_SECTIONS) and position in it
 * - `link`     the database the value is an id of: the page links it there
 * - `compare`  position of the field among the compare page's rows
 *
 * Part of @shop/contract: the API, the app and the demo seed all read this one declaration.
 */
import { DEMO_PUBMED_ID_SOURCE, DEMO_RRID_SOURCE } from './demo-identifiers';
import { EVIDENCE_FILTERS, STOCK_STATUSES } from './fixed-values';
import type { VocabularyName } from './vocabulary-lookup';
import type { LocalizedText } from '../localized-text';

/** The groups fields are shown in, in the staff editor's order (the import sheet keeps the declaration's order). */
export const FIELD_GROUPS = ['basic', 'properties', 'target', 'evidence', 'ordering'] as const;
export type FieldGroup = (typeof FIELD_GROUPS)[number];

/** The product page's attribute sections, in page order; the datasheet prints the same ones. */
export const DETAIL_SECTIONS = [
  { name: 'application', label: { zh: '应用', en: 'Application' } },
  { name: 'properties', label: { zh: '产品属性', en: 'Properties' } },
  { name: 'target', label: { zh: '靶点信息', en: 'Target information' } },
] as const satisfies readonly { name: string; label: LocalizedText }[];

export type DetailSection = (typeof DETAIL_SECTIONS)[number]['name'];

/** A database whose ids a field holds (NCBI Gene, UniProtKB). */
export type IdDatabase = 'ncbi-gene' | 'uniprot';
export type AttributeKind = 'text' | 'longtext' | 'choice' | 'choices' | 'list' | 'status';
export type ProductFieldKind = AttributeKind | 'related' | 'size' | 'price' | 'images' | 'validation';

/** A format a text value must have, with the message that explains it. */
export interface FieldPattern {
  readonly regex: RegExp;
  readonly message: LocalizedText;
  /** How a value people commonly write is brought to the stored form before the check. */
  readonly normalise?: (value: string) => string;
}

interface FieldBase {
  readonly wire: string;
  readonly label: LocalizedText;
  readonly group: FieldGroup;
  readonly required?: boolean;
  /** A number (a price, a count): sheets store it as a number cell. Codes made of digits (ids) are text. */
  readonly numeric?: true;
}

/** A value kept in a column of `products`. */
export interface AttributeField extends FieldBase {
  readonly kind: AttributeKind;
  readonly property: string;
  readonly column: string;
  /** The fixed values of a field the code defines (status, stock, evidence). */
  readonly values?: readonly string[];
  /** The staff-managed vocabulary whose values the field takes (vocabularies/). */
  readonly vocabulary?: VocabularyName;
  readonly facet?: number;
  /** The filter row offers one value at a time (ticking another replaces it). */
  readonly pickOne?: true;
  readonly search?: 'A' | 'B' | 'C' | 'D';
  /** Chinese text: searched with its Chinese and Latin runs as words of their own (跨膜蛋白119 is 跨膜蛋白 and 119). */
  readonly chinese?: true;
  /**
   * The supplier's free text has a Chinese version too (issue 35): the declaration adds its companion field
   * (`<wire>zh`, `<property>Zh`, `<column>_zh`, labelled 「…（中文）」) right after it, so the sheet, the editor, the export
   * and the API carry it; zh pages and the zh datasheet show it in this field's place, this field's text where it is empty.
   */
  readonly zh?: true;
  /** A Chinese companion: the wire name of the field whose text it gives in Chinese. */
  readonly companionOf?: string;
  readonly listed?: boolean;
  /** The section of the product page and the datasheet, and the position in it (1, 2, …). */
  readonly detail?: readonly [section: DetailSection, position: number];
  readonly link?: IdDatabase;
  readonly compare?: number;
  /** Longest accepted text, per value for the list kinds. */
  readonly maxLength: number;
  readonly pattern?: FieldPattern;
  /**
   * Computed by the catalogue from other data (evidence, reviews, references), never written by a
   * sheet or the editor: not a sheet column, but filtered on and shown like any other attribute.
   */
  readonly derived?: true;
}

/**
 * A value kept beside the product: its related products, its size options, its pictures, its
 * validation evidence (`validation`: `application|species|kind|figure|note|English note`, several
 * separated by `;`, as the images column writes pictures).
 */
export interface SatelliteField extends FieldBase {
  readonly kind: 'related' | 'size' | 'price' | 'images' | 'validation';
  /** Size option 1 to 3 (the basket's priceid) for size and price. */
  readonly option?: 1 | 2 | 3;
}

export type ProductField = AttributeField | SatelliteField;

const L = (zh: string, en: string): LocalizedText => ({ zh, en });

/**
 * Antibody Registry identifier: `AB_` and digits (RRID:AB_2687500 is written AB_2687500), or the
 * demo catalogue's reserved AB_DEMO_ form (demo-identifiers.ts), which is shown unlinked.
 */
export const RRID_PATTERN: FieldPattern = {
  regex: new RegExp(`^(?:AB_\\d{4,12}|${DEMO_RRID_SOURCE})$`),
  message: L('RRID 应为 AB_ 加数字，例如 AB_2687500', 'an RRID is AB_ followed by digits, e.g. AB_2687500'),
  normalise: (value) => value.replace(/^RRID:\s*/i, '').replace(/^ab_(demo_)?/i, (prefix) => prefix.toUpperCase()),
};
const TEXT = 500;
const LONG = 20_000;

/**
 * The fields as written. The product's Chinese name and Chinese aliases are written out (they are names shown beside
 * the English ones and searched); the Chinese versions of the free texts come from `zh: true` (PRODUCT_FIELDS below).
 */
const WRITTEN_FIELDS = [
  { wire: 'catno', property: 'catalogueNumber', column: 'catalogue_number', kind: 'text', group: 'basic', required: true, search: 'A', listed: true, maxLength: 40, compare: 1, label: L('货号', 'Catalogue number') },
  { wire: 'productname', property: 'productName', column: 'product_name', kind: 'text', group: 'basic', required: true, search: 'A', listed: true, maxLength: 300, label: L('产品名称', 'Product name') },
  /** The product's Chinese name (issue 30): searched like the name, the zh pages' title where given. */
  { wire: 'productnamezh', property: 'productNameZh', column: 'product_name_zh', kind: 'text', group: 'basic', search: 'A', chinese: true, listed: true, maxLength: 300, label: L('中文名称', 'Chinese name') },
  { wire: 'producttype', property: 'productType', column: 'product_type', kind: 'choice', vocabulary: 'producttype', facet: 8, group: 'basic', required: true, maxLength: TEXT, detail: ['properties', 1], label: L('产品类型', 'Product type') },
  { wire: 'host', property: 'host', column: 'host', kind: 'choice', vocabulary: 'host', facet: 3, pickOne: true, group: 'properties', maxLength: TEXT, detail: ['properties', 2], compare: 3, label: L('宿主', 'Host') },
  { wire: 'application', property: 'applications', column: 'applications', kind: 'choices', vocabulary: 'application', facet: 1, group: 'basic', listed: true, maxLength: TEXT, detail: ['application', 1], compare: 4, label: L('应用', 'Applications') },
  { wire: 'reactivity', property: 'reactivities', column: 'reactivities', kind: 'choices', vocabulary: 'reactivity', facet: 2, group: 'basic', listed: true, maxLength: TEXT, detail: ['application', 3], compare: 5, label: L('种属反应性', 'Reactivity') },
  /**
   * Species predicted to react by sequence homology, never tested (issue 35): kept apart from the tested ones on every page,
   * sheet and download; the reactivity filter counts tested species, and predicted ones only when the researcher asks.
   */
  { wire: 'predictedreactivity', property: 'predictedReactivities', column: 'predicted_reactivities', kind: 'choices', vocabulary: 'reactivity', group: 'basic', maxLength: TEXT, detail: ['application', 4], compare: 6, label: L('预测反应种属（同源性）', 'Predicted reactivity (homology)') },
  { wire: 'dilutionratio', property: 'dilutionRatio', column: 'dilution_ratio', kind: 'text', group: 'basic', maxLength: TEXT, detail: ['application', 2], compare: 11, zh: true, label: L('推荐稀释比', 'Recommended dilution') },
  { wire: 'concentration', property: 'concentration', column: 'concentration', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 12], compare: 12, label: L('浓度', 'Concentration') },
  { wire: 'immunogen', property: 'immunogen', column: 'immunogen', kind: 'longtext', group: 'properties', maxLength: LONG, detail: ['properties', 9], compare: 17, zh: true, label: L('免疫原', 'Immunogen') },
  { wire: 'specificity', property: 'specificity', column: 'specificity', kind: 'longtext', group: 'properties', maxLength: LONG, detail: ['properties', 10], zh: true, label: L('特异性', 'Specificity') },
  { wire: 'conjugation', property: 'conjugation', column: 'conjugation', kind: 'choice', vocabulary: 'conjugation', facet: 5, pickOne: true, group: 'properties', maxLength: TEXT, detail: ['properties', 7], compare: 9, label: L('标记', 'Conjugation') },
  { wire: 'modification', property: 'modification', column: 'modification', kind: 'choice', vocabulary: 'modification', facet: 4, pickOne: true, group: 'properties', maxLength: TEXT, detail: ['properties', 8], compare: 10, label: L('修饰', 'Modification') },
  { wire: 'form', property: 'form', column: 'form', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 11], compare: 14, zh: true, label: L('性状', 'Form') },
  { wire: 'buffersystem', property: 'bufferSystem', column: 'buffer_system', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 13], zh: true, label: L('缓冲液', 'Buffer') },
  { wire: 'storage', property: 'storage', column: 'storage', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 15], compare: 15, zh: true, label: L('保存条件', 'Storage') },
  { wire: 'purification', property: 'purification', column: 'purification', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 14], compare: 16, zh: true, label: L('纯化方式', 'Purification') },
  { wire: 'clonality', property: 'clonality', column: 'clonality', kind: 'choice', vocabulary: 'clonality', facet: 6, pickOne: true, group: 'properties', maxLength: TEXT, detail: ['properties', 3], compare: 7, label: L('克隆性', 'Clonality') },
  { wire: 'clonalityNo', property: 'cloneNumber', column: 'clone_number', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 4], label: L('克隆号', 'Clone number') },
  { wire: 'isotype', property: 'isotype', column: 'isotype', kind: 'choice', vocabulary: 'isotype', facet: 7, pickOne: true, group: 'properties', maxLength: TEXT, detail: ['properties', 5], compare: 8, label: L('同种型', 'Isotype') },
  { wire: 'lightchaintype', property: 'lightChainType', column: 'light_chain_type', kind: 'text', group: 'properties', maxLength: TEXT, detail: ['properties', 6], label: L('轻链类型', 'Light chain type') },
  { wire: 'molecularweight', property: 'molecularWeight', column: 'molecular_weight', kind: 'text', group: 'target', maxLength: TEXT, detail: ['properties', 16], compare: 13, zh: true, label: L('分子量', 'Molecular weight') },
  { wire: 'genename', property: 'geneName', column: 'gene_name', kind: 'text', group: 'target', search: 'A', maxLength: TEXT, detail: ['target', 1], compare: 18, label: L('基因名', 'Gene name') },
  { wire: 'alternativenames', property: 'alternativeNames', column: 'alternative_names', kind: 'longtext', group: 'target', search: 'B', maxLength: LONG, detail: ['target', 3], label: L('别名', 'Alternative names') },
  /** Chinese names of the target this product uses (issue 30), searched like the aliases; the target-name table adds the shop's own. */
  { wire: 'alternativenameszh', property: 'alternativeNamesZh', column: 'alternative_names_zh', kind: 'longtext', group: 'target', search: 'B', chinese: true, maxLength: LONG, detail: ['target', 4], label: L('中文别名', 'Chinese aliases') },
  { wire: 'background', property: 'background', column: 'background', kind: 'longtext', group: 'target', search: 'D', maxLength: LONG, detail: ['target', 7], zh: true, label: L('背景', 'Background') },
  { wire: 'subcellularlocation', property: 'subcellularLocation', column: 'subcellular_location', kind: 'text', group: 'target', maxLength: TEXT, detail: ['target', 5], compare: 19, zh: true, label: L('亚细胞定位', 'Subcellular location') },
  { wire: 'researchfield', property: 'researchField', column: 'research_field', kind: 'text', group: 'target', maxLength: TEXT, detail: ['target', 6], zh: true, label: L('研究领域', 'Research field') },
  { wire: 'proteinname', property: 'proteinName', column: 'protein_name', kind: 'text', group: 'target', search: 'B', maxLength: TEXT, detail: ['target', 2], label: L('蛋白名称', 'Protein name') },
  { wire: 'entrezgenehuman', property: 'entrezGeneHuman', column: 'entrez_gene_human', kind: 'text', group: 'target', search: 'C', maxLength: 40, detail: ['target', 8], link: 'ncbi-gene', label: L('Entrez Gene（人）', 'Entrez Gene (human)') },
  { wire: 'entrezgenemouse', property: 'entrezGeneMouse', column: 'entrez_gene_mouse', kind: 'text', group: 'target', search: 'C', maxLength: 40, detail: ['target', 9], link: 'ncbi-gene', label: L('Entrez Gene（小鼠）', 'Entrez Gene (mouse)') },
  { wire: 'entrezgenerat', property: 'entrezGeneRat', column: 'entrez_gene_rat', kind: 'text', group: 'target', search: 'C', maxLength: 40, detail: ['target', 10], link: 'ncbi-gene', label: L('Entrez Gene（大鼠）', 'Entrez Gene (rat)') },
  { wire: 'swissprothuman', property: 'swissProtHuman', column: 'swiss_prot_human', kind: 'text', group: 'target', search: 'C', maxLength: 40, detail: ['target', 11], link: 'uniprot', label: L('Swiss-Prot（人）', 'Swiss-Prot (human)') },
  { wire: 'swissprotmouse', property: 'swissProtMouse', column: 'swiss_prot_mouse', kind: 'text', group: 'target', search: 'C', maxLength: 40, detail: ['target', 12], link: 'uniprot', label: L('Swiss-Prot（小鼠）', 'Swiss-Prot (mouse)') },
  { wire: 'swissprotrat', property: 'swissProtRat', column: 'swiss_prot_rat', kind: 'text', group: 'target', search: 'C', maxLength: 40, detail: ['target', 13], link: 'uniprot', label: L('Swiss-Prot（大鼠）', 'Swiss-Prot (rat)') },
  { wire: 'rrid', property: 'rrid', column: 'rrid', kind: 'text', pattern: RRID_PATTERN, group: 'basic', search: 'A', listed: true, maxLength: 20, compare: 2, label: L('RRID', 'RRID') },
  { wire: 'evidence', property: 'evidence', column: 'evidence', kind: 'choices', values: EVIDENCE_FILTERS, facet: 9, derived: true, group: 'evidence', listed: true, maxLength: 20, compare: 20, label: L('验证证据', 'Evidence') },
  { wire: 'search_tag', property: 'searchTags', column: 'search_tags', kind: 'choices', vocabulary: 'tag', group: 'basic', listed: true, maxLength: 40, label: L('标签', 'Tags') },
  { wire: 'recommend', kind: 'related', group: 'ordering', label: L('相关产品（货号）', 'Related products (catalogue numbers)') },
  { wire: 'size1', kind: 'size', option: 1, group: 'ordering', label: L('规格 1', 'Size 1') },
  { wire: 'price1', kind: 'price', option: 1, numeric: true, group: 'ordering', label: L('价格 1（元）', 'Price 1 (CNY)') },
  { wire: 'size2', kind: 'size', option: 2, group: 'ordering', label: L('规格 2', 'Size 2') },
  { wire: 'price2', kind: 'price', option: 2, numeric: true, group: 'ordering', label: L('价格 2（元）', 'Price 2 (CNY)') },
  { wire: 'size3', kind: 'size', option: 3, group: 'ordering', label: L('规格 3', 'Size 3') },
  { wire: 'price3', kind: 'price', option: 3, numeric: true, group: 'ordering', label: L('价格 3（元）', 'Price 3 (CNY)') },
  { wire: 'stock1', property: 'stock1', column: 'stock_1', kind: 'choice', values: STOCK_STATUSES, group: 'ordering', maxLength: 40, label: L('库存/货期 1', 'Stock / lead time 1') },
  { wire: 'stock2', property: 'stock2', column: 'stock_2', kind: 'choice', values: STOCK_STATUSES, group: 'ordering', maxLength: 40, label: L('库存/货期 2', 'Stock / lead time 2') },
  { wire: 'stock3', property: 'stock3', column: 'stock_3', kind: 'choice', values: STOCK_STATUSES, group: 'ordering', maxLength: 40, label: L('库存/货期 3', 'Stock / lead time 3') },
  { wire: 'images', kind: 'images', group: 'ordering', label: L('图片', 'Pictures') },
  { wire: 'validation', kind: 'validation', group: 'evidence', label: L('验证数据（应用|种属|类型|图片|说明|英文说明）', 'Validation (application|species|kind|figure|note|English note)') },
  { wire: 'status', property: 'status', column: 'status', kind: 'status', values: ['active', 'discontinued'], group: 'basic', maxLength: 20, label: L('状态', 'Status') },
  /** The catalogue number of the product that replaces a discontinued one (issue 25): its page and the search by the old number offer it first. */
  { wire: 'replacedby', property: 'replacedBy', column: 'replaced_by', kind: 'text', group: 'basic', maxLength: 40, label: L('替代产品（货号）', 'Replaced by (catalogue number)') },
] as const satisfies readonly ProductField[];

type Written = (typeof WRITTEN_FIELDS)[number];

/** The Chinese companion of a `zh: true` field, as its type: the names derive from the English field's. */
type ChineseCompanion<F> = F extends { readonly zh: true; readonly wire: infer W extends string; readonly property: infer P extends string; readonly kind: infer K }
  ? { readonly wire: `${W}zh`; readonly property: `${P}Zh`; readonly column: string; readonly kind: K; readonly group: FieldGroup; readonly chinese: true; readonly companionOf: W; readonly maxLength: number; readonly label: LocalizedText }
  : never;

type Declared = Written | ChineseCompanion<Written>;

/** The Chinese companion of a free-text field: same kind, group and length, none of the English field's places (it is shown in its stead). */
function chineseCompanion(field: AttributeField): AttributeField {
  return {
    wire: `${field.wire}zh`,
    property: `${field.property}Zh`,
    column: `${field.column}_zh`,
    kind: field.kind,
    group: field.group,
    chinese: true,
    companionOf: field.wire,
    maxLength: field.maxLength,
    label: L(`${field.label.zh}（中文）`, `${field.label.en} (Chinese)`),
  };
}

/** Every field, each `zh: true` field followed by its Chinese companion (the sheet's column order). */
export const PRODUCT_FIELDS: readonly Declared[] = (WRITTEN_FIELDS as readonly ProductField[]).flatMap((field) =>
  'zh' in field && field.zh ? [field, chineseCompanion(field)] : [field],
) as readonly Declared[];
type DeclaredAttribute = Extract<Declared, { property: string }>;

/** The `products` columns as entity properties: text for one value, text[] for several. */
export type ProductProperties = {
  -readonly [F in DeclaredAttribute as F['property']]: F['kind'] extends 'choices' | 'list' ? string[] : string;
};

/**
 * The attributes written as such, by entity property: the declared ones but the Chinese companions (the declaration
 * adds them) and the derived ones (the catalogue computes them). The demo seed's products are made of these.
 */
export type WrittenProperties = Pick<ProductProperties, Exclude<Extract<Written, { property: string }>, { derived: true }>['property']>;

/** The entity properties of one group's written attributes (`target`: the gene, its names and its database ids). */
export type GroupProperty<G extends FieldGroup> = Extract<Written, { property: string; group: G }>['property'];

/** The attributes' wire names: the product answer's fields (ProductAttributes, catalogue.ts). */
export type AttributeWire = DeclaredAttribute['wire'];

/** The list page's filters, named as the /hot query and the search call name them. */
export type Facet = Extract<Declared, { facet: number }>['wire'];

/** A product's status, as the declaration's status field lists its values. */
export type ProductStatus = Extract<Written, { wire: 'status' }>['values'][number];

/** The sheet's column names, in sheet order (= the declaration's order). */
export type SheetColumn = Exclude<Declared, { derived: true }>['wire'];

const isAttribute = (field: ProductField): field is AttributeField => 'column' in field;
const isDerived = (field: ProductField): boolean => 'derived' in field && field.derived === true;

export const ATTRIBUTE_FIELDS: readonly AttributeField[] = (PRODUCT_FIELDS as readonly ProductField[]).filter(isAttribute);

/** Fields staff write (sheet, editor); the derived ones are computed by the catalogue. */
export const WRITABLE_FIELDS: readonly ProductField[] = (PRODUCT_FIELDS as readonly ProductField[]).filter((f) => !isDerived(f));

export const WRITABLE_ATTRIBUTE_FIELDS: readonly AttributeField[] = ATTRIBUTE_FIELDS.filter((f) => !isDerived(f));

export const SHEET_COLUMNS: readonly SheetColumn[] = WRITABLE_FIELDS.map((f) => f.wire as SheetColumn);

/** Writable fields by sheet column. */
export const FIELD_BY_WIRE: ReadonlyMap<string, ProductField> = new Map(WRITABLE_FIELDS.map((f) => [f.wire, f]));

/** Filter fields in side-panel order. */
export const FACET_FIELDS: readonly (AttributeField & { wire: Facet; facet: number })[] = ATTRIBUTE_FIELDS.filter(
  (f): f is AttributeField & { wire: Facet; facet: number } => f.facet !== undefined,
).sort((a, b) => a.facet - b.facet);

export const FACETS: readonly Facet[] = FACET_FIELDS.map((f) => f.wire);

/** The product page's and the datasheet's sections with their fields, in order. */
export const DETAIL_FIELDS: readonly { section: DetailSection; label: LocalizedText; fields: readonly AttributeField[] }[] = DETAIL_SECTIONS.map((section) => ({
  section: section.name,
  label: section.label,
  fields: ATTRIBUTE_FIELDS.filter((f) => f.detail?.[0] === section.name).sort((a, b) => a.detail![1] - b.detail![1]),
}));

/** Each `zh: true` field's Chinese companion, by the English field's wire name. */
export const CHINESE_COMPANIONS: ReadonlyMap<string, AttributeField> = new Map(
  ATTRIBUTE_FIELDS.filter((f) => f.companionOf !== undefined).map((f) => [f.companionOf!, f]),
);

/**
 * A field's text as a page of `language` shows it: on zh pages the Chinese companion's text where the supplier gave
 * one, else the field's own (English) text. `read` gives a field's stored text by wire name.
 */
export function textInLanguage(field: AttributeField, language: 'zh' | 'en', read: (wire: string) => string): string {
  const companion = language === 'zh' ? CHINESE_COMPANIONS.get(field.wire) : undefined;
  const chinese = companion ? read(companion.wire).trim() : '';
  return chinese || read(field.wire);
}

/** The compare page's rows, in order. */
export const COMPARED_FIELDS: readonly AttributeField[] = ATTRIBUTE_FIELDS.filter((f) => f.compare !== undefined).sort((a, b) => a.compare! - b.compare!);

/** Filters whose row offers one value at a time (the others add and remove values). */
export const PICK_ONE_FACETS: ReadonlySet<Facet> = new Set(FACET_FIELDS.filter((f) => f.pickOne).map((f) => f.wire));

/** Filters whose products carry several values (a product has many applications). */
export const MULTI_VALUED_FACETS: ReadonlySet<Facet> = new Set(FACET_FIELDS.filter((f) => f.kind === 'choices').map((f) => f.wire));

export const isMultiValued = (field: AttributeField): boolean => field.kind === 'choices' || field.kind === 'list';

export const SIZE_OPTIONS = [1, 2, 3] as const;

/**
 * A reference (the spec's Reference entity): one row of the references sheet, keyed by the product's
 * catalogue number. `wire` is the spec's name in the product detail's `reference` list.
 */
export interface ReferenceField {
  readonly column: string;
  readonly wire: string;
  readonly label: LocalizedText;
  readonly maxLength: number;
  readonly required?: boolean;
  readonly vocabulary?: VocabularyName;
  readonly pattern?: FieldPattern;
  /** As on product fields: a number cell in XLSX. A PubMed ID is a code, not a number. */
  readonly numeric?: true;
}

/** A PubMed ID, or the demo catalogue's reserved DEMO- form (demo-identifiers.ts), which is shown unlinked. */
export const PUBMED_ID_PATTERN: FieldPattern = {
  regex: new RegExp(`^(?:[1-9]\\d{0,8}|${DEMO_PUBMED_ID_SOURCE})$`),
  message: L('PubMed ID 应为数字，例如 30266930', 'a PubMed ID is a number, e.g. 30266930'),
};

export const IMPACT_FACTOR_PATTERN: FieldPattern = {
  regex: /^\d{1,3}(?:\.\d{1,3})?$/,
  message: L('影响因子应为数字，最多三位小数，例如 12.5', 'an impact factor is a number with at most three decimals, e.g. 12.5'),
};

export const REFERENCE_FIELDS = [
  { column: 'catno', wire: 'catno', required: true, maxLength: 40, label: L('货号', 'Catalogue number') },
  { column: 'title', wire: 'name', required: true, maxLength: 500, label: L('文献标题', 'Title') },
  { column: 'journal', wire: 'qikan', maxLength: 200, label: L('期刊', 'Journal') },
  { column: 'pmid', wire: 'id', pattern: PUBMED_ID_PATTERN, maxLength: 14, label: L('PubMed ID', 'PubMed ID') },
  { column: 'sample', wire: 'shuxing', maxLength: 200, label: L('样本', 'Sample') },
  { column: 'species', wire: 'species', vocabulary: 'reactivity', maxLength: 40, label: L('种属', 'Species') },
  { column: 'application', wire: 'application', vocabulary: 'application', maxLength: 40, label: L('应用', 'Application') },
  { column: 'impact_factor', wire: 'if', numeric: true, pattern: IMPACT_FACTOR_PATTERN, maxLength: 7, label: L('影响因子', 'Impact factor') },
] as const satisfies readonly ReferenceField[];

export const REFERENCE_COLUMNS: readonly string[] = REFERENCE_FIELDS.map((f) => f.column);

/** A sheet whose header names these columns is a references sheet, not a products sheet. */
export const isReferenceHeader = (header: readonly string[]): boolean => header.some((h) => h.trim() === 'title');

