import { Controller, Get, Header } from '@nestjs/common';
import type { DataAnswer, Enveloped, SiteInfo } from '@shop/contract';
import { AppConfig } from '../../../config/app-config.service';
import { ok } from '../../../http/envelope';

/** Contact and payment details the header, footer, contact and payment pages show, from configuration. */
@Controller('siteinfo')
export class SiteInfoController {
  constructor(private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  show(): Enveloped<DataAnswer<SiteInfo>> {
    const c = this.config;
    const data: SiteInfo = {
        email: c.get('CONTACT_EMAIL'),
        phone: c.get('CONTACT_PHONE'),
        address_ch: c.get('CONTACT_ADDRESS_ZH'),
        address_en: c.get('CONTACT_ADDRESS_EN'),
        filingnumber: c.get('FILING_NUMBER'),
        bank: {
          accountname: c.get('BANK_ACCOUNT_NAME'),
          bankname: c.get('BANK_NAME'),
          accountname_ch: c.get('BANK_ACCOUNT_NAME_ZH'),
          bankname_ch: c.get('BANK_NAME_ZH'),
          accountnumber: c.get('BANK_ACCOUNT_NUMBER'),
          swift: c.get('BANK_SWIFT'),
        },
        handlingfee_usd: c.get('INTERNATIONAL_HANDLING_FEE_USD'),
        delivery: { china: c.get('DELIVERY_DAYS_CHINA'), international: c.get('DELIVERY_DAYS_INTERNATIONAL') },
      };
    return ok({ data });
  }
}
