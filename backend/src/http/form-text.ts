import { HttpStatus } from '@nestjs/common';
import { CONTROL_CHARACTER } from './control-characters';
import { LocalizedText } from '@shop/contract';
import { LocalizedException } from './localized-exception';

/** One single-line text field of a staff form, named in both languages for its messages. */
export interface TextField {
  /** The form field's name, returned as `field` so the form can point at it. */
  field: string;
  /** What the field is called in a sentence ("the distributor name"). */
  label: LocalizedText;
  /** The database column's length (characters): longer text would fail there as a 500. */
  maxLength: number;
  required?: boolean;
}


/** A refusal of one field, in the caller's language, naming the field for the form. */
export function fieldRefused(field: string, text: LocalizedText): LocalizedException {
  return new LocalizedException(text, HttpStatus.BAD_REQUEST, { field });
}

/**
 * The trimmed text of a field, or a 400 that says what is wrong with it: missing when required,
 * longer than its column, or carrying control characters.
 */
export function formText(value: string | undefined, rule: TextField): string {
  const text = (value ?? '').trim();
  const { zh, en } = rule.label;
  if (!text) {
    if (rule.required) throw fieldRefused(rule.field, { zh: `请填写${zh}`, en: `Please fill in the ${en}` });
    return '';
  }
  if (CONTROL_CHARACTER.test(text)) {
    throw fieldRefused(rule.field, { zh: `${zh}不能包含控制字符`, en: `The ${en} must not contain control characters` });
  }
  // varchar(n) counts characters, not UTF-16 units: an emoji is one.
  if ([...text].length > rule.maxLength) {
    throw fieldRefused(rule.field, {
      zh: `${zh}不能超过 ${rule.maxLength} 个字符`,
      en: `The ${en} must be at most ${rule.maxLength} characters`,
    });
  }
  return text;
}
