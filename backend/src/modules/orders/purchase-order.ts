import { HttpStatus } from '@nestjs/common';
import { LocalizedException } from '../../http/localized-exception';

/** Issue 31: a purchasing office's PO number, as their systems print them (letters, digits and a few separators). */
export const PO_NUMBER_MAX = 40;
const PO_NUMBER = /^[A-Za-z0-9][A-Za-z0-9 ._/#-]*$/;
export const BAD_PO_NUMBER = {
  zh: `采购单号（PO）最多 ${PO_NUMBER_MAX} 个字符，只能包含英文字母、数字、空格和 - _ / . #，并以字母或数字开头`,
  en: `The purchase order (PO) number may have at most ${PO_NUMBER_MAX} characters: letters, digits, spaces and - _ / . #, starting with a letter or digit`,
};

/** The institution the invoice is made out to: any script, but one line of printable text. */
export const INSTITUTION_MAX = 200;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;
export const BAD_INSTITUTION = {
  zh: `开票机构最多 ${INSTITUTION_MAX} 个字符，且须为单行文字`,
  en: `The billing institution may have at most ${INSTITUTION_MAX} characters on one line`,
};

/** The two optional fields, trimmed, or a 400 naming the wrong one in the caller's language. */
export function purchaseOrderFields(poNumber: string | undefined, institution: string | undefined): { purchaseOrderNumber: string; billingInstitution: string } {
  const purchaseOrderNumber = (poNumber ?? '').trim();
  const billingInstitution = (institution ?? '').trim();
  if (purchaseOrderNumber && ([...purchaseOrderNumber].length > PO_NUMBER_MAX || !PO_NUMBER.test(purchaseOrderNumber))) {
    throw new LocalizedException(BAD_PO_NUMBER, HttpStatus.BAD_REQUEST, { field: 'ponumber' });
  }
  if (billingInstitution && ([...billingInstitution].length > INSTITUTION_MAX || CONTROL.test(billingInstitution))) {
    throw new LocalizedException(BAD_INSTITUTION, HttpStatus.BAD_REQUEST, { field: 'institution' });
  }
  return { purchaseOrderNumber, billingInstitution };
}
