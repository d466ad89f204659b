import type { LotForm, Same } from '@shop/contract';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { fieldRefused } from '../../../http/form-text';

/** A lot as staff send it (multipart with the optional `coa` file, or a plain form without one). */
export class LotFormDto {
  @IsOptional()
  @IsString()
  @MaxLength(200)
  lot_number?: string;

  @IsOptional()
  @IsString()
  @MaxLength(200)
  expires_on?: string;

  /** 1: drop the stored certificate (editing only; a new file replaces it anyway). */
  @IsOptional()
  @IsIn(['0', '1'])
  remove_coa?: '0' | '1';
}

export interface LotFields {
  lotNumber: string;
  /** YYYY-MM-DD, a date that exists. */
  expiresOn: string;
}

export const LOT_NUMBER_NEEDED = { zh: '请填写批号', en: 'Please enter the lot number' };
export const LOT_NUMBER_FORMAT = {
  zh: '批号须为 1–40 个字符，以字母或数字开头，只能包含字母、数字和 - _ . /，例如 L2026-01',
  en: 'A lot number has 1–40 characters, starts with a letter or digit and holds only letters, digits and - _ . /, e.g. L2026-01',
};
export const EXPIRY_NEEDED = { zh: '请填写有效期', en: 'Please enter the expiry date' };
export const EXPIRY_FORMAT = {
  zh: '有效期须为真实存在的日期，格式 YYYY-MM-DD，例如 2027-06-30',
  en: 'The expiry date must be a real date written YYYY-MM-DD, e.g. 2027-06-30',
};

const LOT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 2026-02-30 matches the pattern but is no day; the calendar decides. */
export function isRealDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1900) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The checked fields, or a 400 naming the first wrong field and why, in the caller's language. */
export function readLotForm(form: LotFormDto): LotFields {
  const lotNumber = (form.lot_number ?? '').trim();
  if (!lotNumber) throw fieldRefused('lot_number', LOT_NUMBER_NEEDED);
  if (!LOT_NUMBER.test(lotNumber)) throw fieldRefused('lot_number', LOT_NUMBER_FORMAT);
  const expiresOn = (form.expires_on ?? '').trim();
  if (!expiresOn) throw fieldRefused('expires_on', EXPIRY_NEEDED);
  if (!isRealDate(expiresOn)) throw fieldRefused('expires_on', EXPIRY_FORMAT);
  return { lotNumber, expiresOn };
}

/** The class reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. (The product is in the path, the certificate the multipart file.) */
const FIELDS_MATCH_CONTRACT: Same<keyof LotFormDto, Exclude<keyof LotForm<unknown>, 'pid' | 'coa'>> = true;
void FIELDS_MATCH_CONTRACT;
