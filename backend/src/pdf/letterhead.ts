import type { AppConfig } from '../config/app-config.service';
import type { Language } from '../http/request-language';

/** The company block at the top of every page of the shop's PDFs. Plain data: it travels to the render thread. */
export interface Letterhead {
  name: string;
  address: string;
  phone: string;
  email: string;
  website: string;
}

/** The name the site header shows (frontend locales, layout.json brand.name). */
export const SHOP_NAME = { zh: '抗体商城', en: 'Antibody Shop' } as const;

/** Address, phone and e-mail as the header, footer and contact page show them (GET /siteinfo). */
export function letterhead(config: AppConfig, language: Language, publicUrl = config.publicUrl()): Letterhead {
  return {
    name: SHOP_NAME[language],
    address: config.get(language === 'en' ? 'CONTACT_ADDRESS_EN' : 'CONTACT_ADDRESS_ZH'),
    phone: config.get('CONTACT_PHONE'),
    email: config.get('CONTACT_EMAIL'),
    website: publicUrl.replace(/^https?:\/\//, '').replace(/\/$/, ''),
  };
}
