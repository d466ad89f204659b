/**
 * The product's shape, declared once (issue 11). Everything that lists product fields derives from
 * this table: the entity's columns, the API's field names, the list-page filters and their counts,
 * the search document, the import/export sheet columns and the staff editor's form.
 *
 * To add an attribute: add a line here, a migration for its column, and show it where it belongs.
 *
 * - `wire`     the spec's name (API field, /hot parameter for filters, sheet column header)
 * - `property` the entity property; `column` the `products` column
 * - `kind`     text | longtext (free text) · choice (one value of `values`) · choices (several of
 *              `values`, stored as text[]) · list (free values, text[]) · status · and the fields kept
 *              outside `products`: related (other catalogue numbers), size/price (three options), images
 * - `facet`    position of the field among the list page's filters (the /hot side panel)
 * - `search`   weight in the search document: A catalogue number and gene, B names, C database ids
 * - `listed`   carried by search result rows
 * - no module import here but the vocabularies: the frontend compiles this file too.
 */
import {
  APPLICATIONS, CLONALITIES, CONJUGATIONS, HOSTS, ISOTYPES, MODIFICATIONS, PRODUCT_TYPES, REACTIVITIES, SEARCH_TAGS,
} from './product-vocabulary';

export interface FieldLabel {
  readonly zh: string;
  readonly en: string;
}

export type FieldGroup = 'basic' | 'properties' | 'target' | 'ordering';
export type AttributeKind = 'text' | 'longtext' | 'choice' | 'choices' | 'list' | 'status';
export type FieldKind = AttributeKind | 'related' | 'size' | 'price' | 'images';

interface FieldBase {
  readonly wire: string;
  readonly label: FieldLabel;
  readonly group: FieldGroup;
  readonly required?: boolean;
}

/** A value kept in a column of `products`. */
export interface AttributeField extends FieldBase {
  readonly kind: AttributeKind;
  readonly property: string;
  readonly column: string;
  readonly values?: readonly string[];
  readonly facet?: number;
  readonly search?: 'A' | 'B' | 'C';
  readonly listed?: boolean;
  /** Longest accepted text, per value for the list kinds. */
  readonly maxLength: number;
}

/** A value kept beside the product: its related products, its size options, its pictures. */
export interface SatelliteField extends FieldBase {
  readonly kind: 'related' | 'size' | 'price' | 'images';
  /** Size option 1 to 3 (the basket's priceid) for size and price. */
  readonly option?: 1 | 2 | 3;
}

export type ProductField = AttributeField | SatelliteField;

const L = (zh: string, en: string): FieldLabel => ({ zh, en });
const TEXT = 500;
const LONG = 20_000;

export const PRODUCT_FIELDS = [
  { wire: 'catno', property: 'catalogueNumber', column: 'catalogue_number', kind: 'text', group: 'basic', required: true, search: 'A', listed: true, maxLength: 40, label: L('货号', 'Catalogue number') },
  { wire: 'productname', property: 'productName', column: 'product_name', kind: 'text', group: 'basic', required: true, search: 'B', listed: true, maxLength: 300, label: L('产品名称', 'Product name') },
  { wire: 'producttype', property: 'productType', column: 'product_type', kind: 'choice', values: PRODUCT_TYPES, facet: 8, group: 'basic', required: true, maxLength: TEXT, label: L('产品类型', 'Product type') },
  { wire: 'host', property: 'host', column: 'host', kind: 'choice', values: HOSTS, facet: 3, group: 'properties', maxLength: TEXT, label: L('宿主', 'Host') },
  { wire: 'application', property: 'applications', column: 'applications', kind: 'choices', values: APPLICATIONS, facet: 1, group: 'basic', listed: true, maxLength: TEXT, label: L('应用', 'Applications') },
  { wire: 'reactivity', property: 'reactivities', column: 'reactivities', kind: 'choices', values: REACTIVITIES, facet: 2, group: 'basic', listed: true, maxLength: TEXT, label: L('种属反应性', 'Reactivity') },
  { wire: 'dilutionratio', property: 'dilutionRatio', column: 'dilution_ratio', kind: 'text', group: 'basic', maxLength: TEXT, label: L('推荐稀释比', 'Recommended dilution') },
  { wire: 'concentration', property: 'concentration', column: 'concentration', kind: 'text', group: 'properties', maxLength: TEXT, label: L('浓度', 'Concentration') },
  { wire: 'immunogen', property: 'immunogen', column: 'immunogen', kind: 'longtext', group: 'properties', maxLength: LONG, label: L('免疫原', 'Immunogen') },
  { wire: 'specificity', property: 'specificity', column: 'specificity', kind: 'longtext', group: 'properties', maxLength: LONG, label: L('特异性', 'Specificity') },
  { wire: 'conjugation', property: 'conjugation', column: 'conjugation', kind: 'choice', values: CONJUGATIONS, facet: 5, group: 'properties', maxLength: TEXT, label: L('标记', 'Conjugation') },
  { wire: 'modification', property: 'modification', column: 'modification', kind: 'choice', values: MODIFICATIONS, facet: 4, group: 'properties', maxLength: TEXT, label: L('修饰', 'Modification') },
  { wire: 'form', property: 'form', column: 'form', kind: 'text', group: 'properties', maxLength: TEXT, label: L('性状', 'Form') },
  { wire: 'buffersystem', property: 'bufferSystem', column: 'buffer_system', kind: 'text', group: 'properties', maxLength: TEXT, label: L('缓冲液', 'Buffer') },
  { wire: 'storage', property: 'storage', column: 'storage', kind: 'text', group: 'properties', maxLength: TEXT, label: L('保存条件', 'Storage') },
  { wire: 'purification', property: 'purification', column: 'purification', kind: 'text', group: 'properties', maxLength: TEXT, label: L('纯化方式', 'Purification') },
  { wire: 'clonality', property: 'clonality', column: 'clonality', kind: 'choice', values: CLONALITIES, facet: 6, group: 'properties', maxLength: TEXT, label: L('克隆性', 'Clonality') },
  { wire: 'clonalityNo', property: 'cloneNumber', column: 'clone_number', kind: 'text', group: 'properties', maxLength: TEXT, label: L('克隆号', 'Clone number') },
  { wire: 'isotype', property: 'isotype', column: 'isotype', kind: 'choice', values: ISOTYPES, facet: 7, group: 'properties', maxLength: TEXT, label: L('同种型', 'Isotype') },
  { wire: 'lightchaintype', property: 'lightChainType', column: 'light_chain_type', kind: 'text', group: 'properties', maxLength: TEXT, label: L('轻链类型', 'Light chain type') },
  { wire: 'molecularweight', property: 'molecularWeight', column: 'molecular_weight', kind: 'text', group: 'target', maxLength: TEXT, label: L('分子量', 'Molecular weight') },
  { wire: 'genename', property: 'geneName', column: 'gene_name', kind: 'text', group: 'target', search: 'A', maxLength: TEXT, label: L('基因名', 'Gene name') },
  { wire: 'alternativenames', property: 'alternativeNames', column: 'alternative_names', kind: 'longtext', group: 'target', search: 'B', maxLength: LONG, label: L('别名', 'Alternative names') },
  { wire: 'background', property: 'background', column: 'background', kind: 'longtext', group: 'target', maxLength: LONG, label: L('背景', 'Background') },
  { wire: 'subcellularlocation', property: 'subcellularLocation', column: 'subcellular_location', kind: 'text', group: 'target', maxLength: TEXT, label: L('亚细胞定位', 'Subcellular location') },
  { wire: 'researchfield', property: 'researchField', column: 'research_field', kind: 'text', group: 'target', maxLength: TEXT, label: L('研究领域', 'Research field') },
  { wire: 'proteinname', property: 'proteinName', column: 'protein_name', kind: 'text', group: 'target', search: 'B', maxLength: TEXT, label: L('蛋白名称', 'Protein name') },
  { wire: 'entrezgenehuman', property: 'entrezGeneHuman', column: 'entrez_gene_human', kind: 'text', group: 'target', search: 'C', maxLength: 40, label: L('Entrez Gene（人）', 'Entrez Gene (human)') },
  { wire: 'entrezgenemouse', property: 'entrezGeneMouse', column: 'entrez_gene_mouse', kind: 'text', group: 'target', search: 'C', maxLength: 40, label: L('Entrez Gene（小鼠）', 'Entrez Gene (mouse)') },
  { wire: 'entrezgenerat', property: 'entrezGeneRat', column: 'entrez_gene_rat', kind: 'text', group: 'target', search: 'C', maxLength: 40, label: L('Entrez Gene（大鼠）', 'Entrez Gene (rat)') },
  { wire: 'swissprothuman', property: 'swissProtHuman', column: 'swiss_prot_human', kind: 'text', group: 'target', search: 'C', maxLength: 40, label: L('Swiss-Prot（人）', 'Swiss-Prot (human)') },
  { wire: 'swissprotmouse', property: 'swissProtMouse', column: 'swiss_prot_mouse', kind: 'text', group: 'target', search: 'C', maxLength: 40, label: L('Swiss-Prot（小鼠）', 'Swiss-Prot (mouse)') },
  { wire: 'swissprotrat', property: 'swissProtRat', column: 'swiss_prot_rat', kind: 'text', group: 'target', search: 'C', maxLength: 40, label: L('Swiss-Prot（大鼠）', 'Swiss-Prot (rat)') },
  { wire: 'search_tag', property: 'searchTags', column: 'search_tags', kind: 'choices', values: SEARCH_TAGS, group: 'basic', listed: true, maxLength: 40, label: L('标签', 'Tags') },
  { wire: 'recommend', kind: 'related', group: 'ordering', label: L('相关产品（货号）', 'Related products (catalogue numbers)') },
  { wire: 'size1', kind: 'size', option: 1, group: 'ordering', label: L('规格 1', 'Size 1') },
  { wire: 'price1', kind: 'price', option: 1, group: 'ordering', label: L('价格 1（元）', 'Price 1 (CNY)') },
  { wire: 'size2', kind: 'size', option: 2, group: 'ordering', label: L('规格 2', 'Size 2') },
  { wire: 'price2', kind: 'price', option: 2, group: 'ordering', label: L('价格 2（元）', 'Price 2 (CNY)') },
  { wire: 'size3', kind: 'size', option: 3, group: 'ordering', label: L('规格 3', 'Size 3') },
  { wire: 'price3', kind: 'price', option: 3, group: 'ordering', label: L('价格 3（元）', 'Price 3 (CNY)') },
  { wire: 'images', kind: 'images', group: 'ordering', label: L('图片', 'Pictures') },
  { wire: 'status', property: 'status', column: 'status', kind: 'status', values: ['active', 'discontinued'], group: 'basic', maxLength: 20, label: L('状态', 'Status') },
] as const satisfies readonly ProductField[];

type Declared = (typeof PRODUCT_FIELDS)[number];
type DeclaredAttribute = Extract<Declared, { property: string }>;

/** The `products` columns as entity properties: text for one value, text[] for several. */
export type ProductAttributes = {
  -readonly [F in DeclaredAttribute as F['property']]: F['kind'] extends 'choices' | 'list' ? string[] : string;
};

export type AttributeProperty = keyof ProductAttributes;

/** The list page's filters, named as the /hot query and the search call name them. */
export type Facet = Extract<Declared, { facet: number }>['wire'];

export type ProductStatus = 'active' | 'discontinued';

/** The sheet's column names, in sheet order (= the declaration's order). */
export type SheetColumn = Declared['wire'];

const isAttribute = (field: ProductField): field is AttributeField => 'column' in field;

export const ATTRIBUTE_FIELDS: readonly AttributeField[] = (PRODUCT_FIELDS as readonly ProductField[]).filter(isAttribute);

export const SHEET_COLUMNS: readonly SheetColumn[] = PRODUCT_FIELDS.map((f) => f.wire);

export const FIELD_BY_WIRE: ReadonlyMap<string, ProductField> = new Map(PRODUCT_FIELDS.map((f) => [f.wire, f]));

/** Filter fields in side-panel order. */
export const FACET_FIELDS: readonly (AttributeField & { wire: Facet; facet: number })[] = ATTRIBUTE_FIELDS.filter(
  (f): f is AttributeField & { wire: Facet; facet: number } => f.facet !== undefined,
).sort((a, b) => a.facet - b.facet);

export const FACETS: readonly Facet[] = FACET_FIELDS.map((f) => f.wire);

/** Filters whose products carry several values (a product has many applications). */
export const MULTI_VALUED_FACETS: ReadonlySet<Facet> = new Set(FACET_FIELDS.filter((f) => f.kind === 'choices').map((f) => f.wire));

export const isMultiValued = (field: AttributeField): boolean => field.kind === 'choices' || field.kind === 'list';

export const SIZE_OPTIONS = [1, 2, 3] as const;
