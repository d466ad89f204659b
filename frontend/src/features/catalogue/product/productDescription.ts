import type { TFunction } from 'i18next';
import type { Language } from '../../../i18n/language';
import type { Product } from '../catalogueApi';
import { listOf } from '../tags';

/**
 * One sentence about a product in the page's language, for the meta description and the schema.org
 * description (a search result's snippet): name, catalogue number, host, applications, reactivity.
 */
export function productDescription(product: Product, t: TFunction, language: Language): string {
  const label = (field: string, value: string) => t(`${field}|${value}`, { ns: 'catalogueValues', keySeparator: '|', defaultValue: value });
  const joined = (field: string, raw: string) => listOf(raw).map((v) => label(field, v)).join(language === 'zh' ? '、' : ', ');
  const details = [
    product.host ? t('product.host', { ns: 'seo', value: label('host', product.host) }) : '',
    product.application ? t('product.applications', { ns: 'seo', value: joined('application', product.application) }) : '',
    product.reactivity ? t('product.reactivity', { ns: 'seo', value: joined('reactivity', product.reactivity) }) : '',
  ].join('');
  return t('product.description', { ns: 'seo', name: product.productname, catno: product.catno, details });
}
