import { sdsUrl } from './sds-store';

export const SDS_LANGUAGES = ['zh', 'en'] as const;
export type SdsLanguage = (typeof SDS_LANGUAGES)[number];

/** The sheets a product's page offers, per language: its own, else its product type's. */
export type ShownSds = Partial<Record<SdsLanguage, { url: string; name: string }>>;

/**
 * A product's safety data sheet resolved per language (own first, then its type's), as a SQL expression on `p`
 * (products): {"zh": {"file": …, "name": …}, …}. The catalogue's product read selects it (no call of its own).
 */
export const SAFETY_SHEETS_SELECT = `(SELECT coalesce(json_object_agg(x.language, json_build_object('file', x.file, 'name', x.name)), '{}')
    FROM (SELECT DISTINCT ON (s.language) s.language, s.file, s.name FROM safety_data_sheets s
           WHERE s.product_id = p.id OR s.product_type = p.product_type ORDER BY s.language, s.product_id IS NULL) x) AS "safetySheets"`;

/** What SAFETY_SHEETS_SELECT read, as the product page and the datasheet link it. */
export function shownSheets(stored: Record<string, { file: string; name: string }> | null | undefined): ShownSds {
  const out: ShownSds = {};
  for (const language of SDS_LANGUAGES) {
    const sheet = stored?.[language];
    if (sheet) out[language] = { url: sdsUrl(sheet.file), name: sheet.name };
  }
  return out;
}
