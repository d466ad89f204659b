import { fieldRefused, formText } from '../../http/form-text';
import type { Language } from '../../http/request-language';
import type { DistributorFormDto } from './dto/distributor-form.dto';

/** A distributor as staff typed it, checked against the columns of distributors (see the entity). */
export interface DistributorFields {
  name: string;
  address: string;
  website: string;
  email: string;
  telephone: string;
  /** As sent: a code or a name in either language, resolved by the desk service. */
  province: string;
  language: Language;
}

export const WEBSITE_FORMAT = {
  zh: '网址格式不正确，应以 http:// 或 https:// 开头，例如 https://www.example.com',
  en: 'The website must be a web address starting with http:// or https://, for example https://www.example.com',
};
export const EMAIL_FORMAT = { zh: '电子邮箱格式不正确，例如 sales@example.com', en: 'The e-mail address is not valid, for example sales@example.com' };
export const LANGUAGE_NEEDED = { zh: '请选择经销商信息的语言（中文或英文）', en: 'Please choose the language of the entry (Chinese or English)' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Only http(s) addresses with a real host name: the contact page turns them into links. */
function isWebsite(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The checked fields, or a 400 naming the first field that is wrong and why. */
export function readDistributorForm(form: DistributorFormDto): DistributorFields {
  const name = formText(form.agentname, { field: 'agentname', label: { zh: '经销商名称', en: 'distributor name' }, maxLength: 200, required: true });
  const province = formText(form.province, { field: 'province', label: { zh: '省份', en: 'province' }, maxLength: 60, required: true });
  const language = (form.enorch ?? '').trim();
  if (language !== 'zh' && language !== 'en') throw fieldRefused('enorch', LANGUAGE_NEEDED);
  const address = formText(form.adress, { field: 'adress', label: { zh: '地址', en: 'address' }, maxLength: 300 });
  const website = formText(form.website, { field: 'website', label: { zh: '网址', en: 'website' }, maxLength: 300 });
  if (website && !isWebsite(website)) throw fieldRefused('website', WEBSITE_FORMAT);
  const email = formText(form.email, { field: 'email', label: { zh: '电子邮箱', en: 'e-mail address' }, maxLength: 254 });
  if (email && !EMAIL.test(email)) throw fieldRefused('email', EMAIL_FORMAT);
  const telephone = formText(form.telephone, { field: 'telephone', label: { zh: '电话', en: 'telephone' }, maxLength: 60 });
  return { name, address, website, email, telephone, province, language };
}
