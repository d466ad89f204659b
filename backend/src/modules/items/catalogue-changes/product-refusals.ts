import { HttpStatus } from '@nestjs/common';
import { LocalizedException } from '../../../http/localized-exception';
import type { CellProblem } from './product-record';
import type { LocalizedText } from '@shop/contract';


/*
 * The refusals of the change door's clients (the product editor, the references panel, sheets): one place, so
 * that a client of the door never imports another client to refuse the way it does.
 */

export const NO_SUCH_PRODUCT: LocalizedText = { zh: '没有这个产品', en: 'No such product' };
export const INVALID_PRODUCT: LocalizedText = { zh: '产品信息有误，请检查标出的字段', en: 'The product has errors; please check the marked fields' };

/** A form's problems, refused with 400 and listed per field. */
export class InvalidProduct extends LocalizedException {
  /** `summary` names what was refused (the product by default; a reference in the references panel). */
  constructor(
    readonly problems: CellProblem[],
    readonly summary: LocalizedText = INVALID_PRODUCT,
  ) {
    super(summary, HttpStatus.BAD_REQUEST, { problems });
  }

  /** The same refusal with each field's message in one language, as the editor shows it. */
  in(language: 'zh' | 'en'): LocalizedException {
    return new LocalizedException(this.summary, HttpStatus.BAD_REQUEST, {
      problems: this.problems.map((p) => ({ column: p.column, message: p.message[language] })),
    });
  }
}
