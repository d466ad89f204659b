import type { Language } from '../../i18n/language';

/** What carries a product's names: a search row, the product page's answer. */
interface Named {
  productname: string;
  productnamezh?: string;
}

/**
 * A product's name as a page of this language titles it (issue 30): the Chinese name on zh pages where
 * the supplier gave one, with the English name beneath as `secondary`; English pages the English name only.
 */
export function productTitle(product: Named, language: Language): { title: string; secondary: string | null } {
  const zh = product.productnamezh?.trim();
  if (language === 'zh' && zh && zh !== product.productname.trim()) return { title: zh, secondary: product.productname };
  return { title: product.productname, secondary: null };
}
