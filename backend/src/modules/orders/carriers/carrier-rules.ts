import { HttpStatus } from '@nestjs/common';
import { LocalizedText } from '@shop/contract';
import { LocalizedException } from '../../../http/localized-exception';
import type { NewCarrierDto } from './new-carrier.dto';

export const CARRIER_NAME_NEEDED = { zh: '请填写承运商名称（最多 100 个字符，单行）', en: 'Please enter the carrier name (at most 100 characters, one line)' };
export const CARRIER_NAME_ZH_BAD = { zh: '中文名称最多 100 个字符，单行', en: 'The Chinese name may have at most 100 characters on one line' };
export const CARRIER_ALIASES_BAD = { zh: '其他名称最多 500 个字符，单行，用逗号分隔', en: 'The other names may have at most 500 characters on one line, separated by commas' };
export const CARRIER_URL_BAD = {
  zh: '查询网址须以 https:// 开头、不含空格，并含 {number}（运单号的位置），最多 500 个字符',
  en: 'The tracking address must start with https://, have no spaces and hold {number} where the tracking number goes (at most 500 characters)',
};

const ONE_LINE = /^\P{Cc}*$/u;
const TRACKING_URL = /^https:\/\/[^\s{}]+\{number\}[^\s{}]*$/;

const refuse = (text: LocalizedText, field: string) => new LocalizedException(text, HttpStatus.BAD_REQUEST, { field });

/** The carrier staff typed, trimmed, with its other names split on commas (either width), or a 400 naming the wrong field. */
export function carrierOf(form: NewCarrierDto): { name: string; nameZh: string; aliases: string[]; trackingUrl: string } {
  const name = (form.name ?? '').trim();
  const nameZh = (form.name_zh ?? '').trim();
  const aliasText = (form.aliases ?? '').trim();
  const trackingUrl = (form.trackingurl ?? '').trim();
  if (!name || [...name].length > 100 || !ONE_LINE.test(name)) throw refuse(CARRIER_NAME_NEEDED, 'name');
  if ([...nameZh].length > 100 || !ONE_LINE.test(nameZh)) throw refuse(CARRIER_NAME_ZH_BAD, 'name_zh');
  if (aliasText.length > 500 || !ONE_LINE.test(aliasText)) throw refuse(CARRIER_ALIASES_BAD, 'aliases');
  if (trackingUrl.length > 500 || !TRACKING_URL.test(trackingUrl)) throw refuse(CARRIER_URL_BAD, 'trackingurl');
  const aliases = [...new Set(aliasText.split(/[,，]/).map((a) => a.trim()).filter((a) => a && a !== name))];
  return { name, nameZh: nameZh === name ? '' : nameZh, aliases: aliases.filter((a) => a !== nameZh), trackingUrl };
}
