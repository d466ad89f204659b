// The locale files as the browser loads them (i18n/index.ts finds them with import.meta.glob, which jest has not):
// every namespace of both languages; testing/locales.test.ts checks this list against the folder.
import zh_account from '../locales/zh/account.json';
import zh_admin from '../locales/zh/admin.json';
import zh_basket from '../locales/zh/basket.json';
import zh_catalogue from '../locales/zh/catalogue.json';
import zh_catalogueAdmin from '../locales/zh/catalogueAdmin.json';
import zh_catalogueValues from '../locales/zh/catalogueValues.json';
import zh_common from '../locales/zh/common.json';
import zh_content from '../locales/zh/content.json';
import zh_distributors from '../locales/zh/distributors.json';
import zh_evidence from '../locales/zh/evidence.json';
import zh_faq from '../locales/zh/faq.json';
import zh_home from '../locales/zh/home.json';
import zh_info from '../locales/zh/info.json';
import zh_layout from '../locales/zh/layout.json';
import zh_lots from '../locales/zh/lots.json';
import zh_ordering from '../locales/zh/ordering.json';
import zh_protocols from '../locales/zh/protocols.json';
import zh_quickOrder from '../locales/zh/quickOrder.json';
import zh_reviews from '../locales/zh/reviews.json';
import zh_seo from '../locales/zh/seo.json';
import zh_staffContent from '../locales/zh/staffContent.json';
import en_account from '../locales/en/account.json';
import en_admin from '../locales/en/admin.json';
import en_basket from '../locales/en/basket.json';
import en_catalogue from '../locales/en/catalogue.json';
import en_catalogueAdmin from '../locales/en/catalogueAdmin.json';
import en_catalogueValues from '../locales/en/catalogueValues.json';
import en_common from '../locales/en/common.json';
import en_content from '../locales/en/content.json';
import en_distributors from '../locales/en/distributors.json';
import en_evidence from '../locales/en/evidence.json';
import en_faq from '../locales/en/faq.json';
import en_home from '../locales/en/home.json';
import en_info from '../locales/en/info.json';
import en_layout from '../locales/en/layout.json';
import en_lots from '../locales/en/lots.json';
import en_ordering from '../locales/en/ordering.json';
import en_protocols from '../locales/en/protocols.json';
import en_quickOrder from '../locales/en/quickOrder.json';
import en_reviews from '../locales/en/reviews.json';
import en_seo from '../locales/en/seo.json';
import en_staffContent from '../locales/en/staffContent.json';

import type { Namespaces } from '../i18n/options';
import type { Language } from '../i18n/language';

export const LOCALES: Record<Language, Namespaces> = {
  zh: {
    account: zh_account,
    admin: zh_admin,
    basket: zh_basket,
    catalogue: zh_catalogue,
    catalogueAdmin: zh_catalogueAdmin,
    catalogueValues: zh_catalogueValues,
    common: zh_common,
    content: zh_content,
    distributors: zh_distributors,
    evidence: zh_evidence,
    faq: zh_faq,
    home: zh_home,
    info: zh_info,
    layout: zh_layout,
    lots: zh_lots,
    ordering: zh_ordering,
    protocols: zh_protocols,
    quickOrder: zh_quickOrder,
    reviews: zh_reviews,
    seo: zh_seo,
    staffContent: zh_staffContent,
  },
  en: {
    account: en_account,
    admin: en_admin,
    basket: en_basket,
    catalogue: en_catalogue,
    catalogueAdmin: en_catalogueAdmin,
    catalogueValues: en_catalogueValues,
    common: en_common,
    content: en_content,
    distributors: en_distributors,
    evidence: en_evidence,
    faq: en_faq,
    home: en_home,
    info: en_info,
    layout: en_layout,
    lots: en_lots,
    ordering: en_ordering,
    protocols: en_protocols,
    quickOrder: en_quickOrder,
    reviews: en_reviews,
    seo: en_seo,
    staffContent: en_staffContent,
  },
};
