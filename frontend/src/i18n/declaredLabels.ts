import { ATTRIBUTE_FIELDS, DETAIL_SECTIONS } from '@shop/contract';
import type { Resource } from './options';

/**
 * The catalogue's attribute names and the product page's section titles are texts of the product's
 * one declaration (@shop/contract's products/product-fields.ts), which the datasheet prints too: they join the
 * `catalogue` namespace here (`fields.<wire>`, `sections.<name>`) instead of being written again in
 * the locale files, so pages still read them through i18next.
 */
export function withDeclaredLabels(language: string, namespace: string, texts: Resource): Resource {
  if (namespace !== 'catalogue' || (language !== 'zh' && language !== 'en')) return texts;
  const fields = Object.fromEntries(ATTRIBUTE_FIELDS.map((field) => [field.wire, field.label[language]]));
  const sections = Object.fromEntries(DETAIL_SECTIONS.map((section) => [section.name, section.label[language]]));
  return { ...texts, fields, sections: { ...(texts.sections as Resource | undefined), ...sections } };
}
