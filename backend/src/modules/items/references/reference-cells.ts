import {
  checkedKey,
  type LocalizedText,
  type Reference,
  REFERENCE_FIELDS,
  ReferenceField,
  unknownValueMessage,
  VocabularyCheck,
  type VocabularyName,
} from '@shop/contract';
import { catalogueKey } from '../catalogue-key';
import type { CellProblem } from '../catalogue-changes/product-record';

import { CONTROL_CHARACTER_BUT_LAYOUT } from '../../../http/control-characters';

/** A reference as stored: the spec's Reference entity with the species it was used in. */
export interface ReferenceRecord {
  title: string;
  journal: string;
  pmid: string;
  sample: string;
  species: string;
  application: string;
  /** Impact factor as written ("12.5"), '' when unknown. */
  impactFactor: string;
}

const PROPERTY: Record<string, keyof ReferenceRecord> = {
  title: 'title', journal: 'journal', pmid: 'pmid', sample: 'sample', species: 'species', application: 'application', impact_factor: 'impactFactor',
};

const m = (zh: string, en: string): LocalizedText => ({ zh, en });

export const REFERENCE_MESSAGES = {
  required: (f: ReferenceField) => m(`${f.label.zh}不能为空`, `${f.label.en} is required`),
  tooLong: (f: ReferenceField) => m(`${f.label.zh}不能超过 ${f.maxLength} 个字符`, `${f.label.en} must not be longer than ${f.maxLength} characters`),
  /** Named as the column names it ("unknown species"); added to the vocabulary the column draws from. */
  unknownValue: (f: ReferenceField, vocabulary: VocabularyName, value: string, check: VocabularyCheck) =>
    unknownValueMessage(check, vocabulary, value, m(f.label.zh, f.label.en.toLowerCase())),
  control: m('含有不允许的控制字符', 'contains control characters that are not allowed'),
  unknownColumn: (column: string) => m(`未知的列“${column}”`, `unknown column "${column}"`),
  missingColumn: (column: string) => m(`表头缺少 ${column} 列`, `the header has no ${column} column`),
};

/** Checks a references sheet's header: known columns, the required ones present. */
export function referenceHeaderProblems(header: string[]): CellProblem[] {
  const problems: CellProblem[] = [];
  for (const raw of header) if (!REFERENCE_FIELDS.some((f) => f.column === raw.trim())) problems.push({ column: raw, message: REFERENCE_MESSAGES.unknownColumn(raw) });
  for (const f of REFERENCE_FIELDS) if ('required' in f && !header.some((h) => h.trim() === f.column)) problems.push({ column: f.column, message: REFERENCE_MESSAGES.missingColumn(f.column) });
  return problems;
}

/** One reference from its cells (column → text); `key` is the product's catalogue key. */
export function parseReferenceCells(cells: Partial<Record<string, string>>, check: VocabularyCheck): { key: string; catno: string; reference: ReferenceRecord; problems: CellProblem[] } {
  const problems: CellProblem[] = [];
  const reference: ReferenceRecord = { title: '', journal: '', pmid: '', sample: '', species: '', application: '', impactFactor: '' };
  let catno = '';
  for (const field of REFERENCE_FIELDS as readonly ReferenceField[]) {
    let cell = (cells[field.column] ?? '').trim();
    const problem = (message: LocalizedText) => problems.push({ column: field.column, message });
    if (CONTROL_CHARACTER_BUT_LAYOUT.test(cell)) problem(REFERENCE_MESSAGES.control);
    if (cell === '') {
      if (field.required) problem(REFERENCE_MESSAGES.required(field));
    } else if (cell.length > field.maxLength) problem(REFERENCE_MESSAGES.tooLong(field));
    else if (field.vocabulary) {
      const known = checkedKey(check, field.vocabulary, cell);
      if (known === undefined) problem(REFERENCE_MESSAGES.unknownValue(field, field.vocabulary, cell, check));
      else cell = known;
    } else if (field.pattern && !field.pattern.regex.test(cell)) problem(field.pattern.message);
    if (field.column === 'catno') catno = cell;
    else reference[PROPERTY[field.column]] = cell;
  }
  return { key: catno ? catalogueKey(catno) : '', catno, reference, problems };
}

/** A reference as sheet cells, in REFERENCE_FIELDS order. */
export function referenceCells(catno: string, reference: ReferenceRecord): string[] {
  return REFERENCE_FIELDS.map((f) => (f.column === 'catno' ? catno : reference[PROPERTY[f.column]]));
}

/** The spec's Reference entity on the wire (product detail `reference`). */
export function referenceWire(reference: ReferenceRecord): Reference {
  return {
    name: reference.title,
    qikan: reference.journal,
    id: reference.pmid,
    shuxing: reference.sample,
    species: reference.species,
    application: reference.application,
    if: reference.impactFactor,
  };
}
