import { HttpStatus } from '@nestjs/common';
import type { LocalizedText } from '@shop/contract';
import { LocalizedException } from '../http/localized-exception';

/**
 * A sheet or image archive the shop refuses, with a reason staff can act on.
 *
 * It is a LocalizedException so that, when it escapes a request, the exception filter answers 4xx in the
 * caller's language. Read the bilingual text from `text` (row prefix included, ready to show) or `reason`
 * (without the row, for callers that list errors per row themselves); `message` is the English text,
 * as for every Error.
 */
export class SheetError extends LocalizedException {
  /** Spreadsheet row number (header = 1) when the problem belongs to one row. */
  readonly row?: number;
  /** The problem without the row prefix. */
  readonly reason: LocalizedText;

  constructor(reason: LocalizedText, options: { row?: number; status?: HttpStatus; cause?: unknown } = {}) {
    const { row, status = HttpStatus.BAD_REQUEST } = options;
    super(row === undefined ? reason : withRow(reason, row), status, row === undefined ? undefined : { row });
    this.name = 'SheetError';
    this.row = row;
    this.reason = reason;
    if (options.cause !== undefined) this.cause = options.cause;
  }
}

function withRow(reason: LocalizedText, row: number): LocalizedText {
  return { zh: `第 ${row} 行：${reason.zh}`, en: `Row ${row}: ${reason.en}` };
}
