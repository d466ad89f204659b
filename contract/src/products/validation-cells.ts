import type { LocalizedText } from '../localized-text';
import { escapePart, splitEscaped, unescapePart } from './escaped-list';
import { EVIDENCE_KINDS, type EnteredEvidenceKind } from './fixed-values';
import { checkedKey, unknownValueMessage, VocabularyCheck } from './vocabulary-check';

/** Evidence staff enter: `kind` backs `application` in `species`; `figure` names one of the product's pictures. */
export interface EvidenceRecord {
  application: string;
  species: string;
  kind: EnteredEvidenceKind;
  figure: string;
  note: string;
  noteEn: string;
}

/**
 * The `validation` column: `application|species|kind|figure|note|English note`, entries separated by
 * `;` (a `\` escapes `;`, `|` or `\` inside a note), as the images column writes pictures.
 * Example: `WB|Human|knockout|wb-ko.png|HeLa wild type vs TP53 KO;IHC-P|Human|own-data`.
 */
export const MAX_VALIDATION_ENTRIES = 100;
const NOTE_LENGTH = 500;

const m = (zh: string, en: string): LocalizedText => ({ zh, en });

export const VALIDATION_MESSAGES = {
  syntax: m('验证数据写法应为“应用|种属|类型|图片|说明|英文说明”，多条用分号分隔', 'write validation entries as "application|species|kind|figure|note|English note", separated by semicolons'),
  // Species are the reactivity vocabulary's values: an unknown one is added there.
  application: (check: VocabularyCheck, value: string) => unknownValueMessage(check, 'application', value, m('应用', 'application')),
  species: (check: VocabularyCheck, value: string) => unknownValueMessage(check, 'reactivity', value, m('种属', 'species')),
  kind: (value: string) => m(`未知的证据类型“${value}”（可用 knockout、own-data）`, `unknown evidence kind "${value}" (use knockout or own-data)`),
  duplicate: (e: EvidenceRecord) => m(`验证数据重复：${e.application} / ${e.species} / ${e.kind}`, `the same validation entry twice: ${e.application} / ${e.species} / ${e.kind}`),
  tooMany: m(`验证数据最多 ${MAX_VALIDATION_ENTRIES} 条`, `at most ${MAX_VALIDATION_ENTRIES} validation entries`),
  noteTooLong: m(`说明不能超过 ${NOTE_LENGTH} 个字符`, `a note must not be longer than ${NOTE_LENGTH} characters`),
  figure: (name: string) => m(`验证图片“${name}”不是该产品的图片（请先在图片列中加入）`, `validation figure "${name}" is not one of the product's pictures (add it to the images column first)`),
};

/** Words staff write for the two kinds they enter. */
const KIND_WORDS: Record<string, EnteredEvidenceKind> = {
  knockout: 'knockout', ko: 'knockout', kd: 'knockout', knockdown: 'knockout', 'ko/kd': 'knockout',
  'own-data': 'own-data', 'own data': 'own-data', own: 'own-data',
};

/**
 * The entries of a validation cell, or the problems that stop it from being read (application and
 * species from the vocabularies; with --add-values an unknown one is added like a column's).
 */
export function parseValidation(cell: string, check: VocabularyCheck): { entries: EvidenceRecord[]; problems: LocalizedText[] } {
  const problems: LocalizedText[] = [];
  const entries: EvidenceRecord[] = [];
  const seen = new Set<string>();
  for (const raw of splitEscaped(cell, ';').map((e) => e.trim()).filter(Boolean)) {
    const parts = splitEscaped(raw, '|').map((p) => unescapePart(p).trim());
    if (parts.length < 3 || parts.length > 6) {
      problems.push(VALIDATION_MESSAGES.syntax);
      continue;
    }
    const [application, species, kind, figure = '', note = '', noteEn = ''] = parts;
    const entry: EvidenceRecord = {
      application: checkedKey(check, 'application', application) ?? '',
      species: checkedKey(check, 'reactivity', species) ?? '',
      kind: KIND_WORDS[kind.toLowerCase()] ?? ('' as EnteredEvidenceKind),
      figure,
      note,
      noteEn,
    };
    if (!entry.application) problems.push(VALIDATION_MESSAGES.application(check, application));
    if (!entry.species) problems.push(VALIDATION_MESSAGES.species(check, species));
    if (!EVIDENCE_KINDS.includes(entry.kind)) problems.push(VALIDATION_MESSAGES.kind(kind));
    if (note.length > NOTE_LENGTH || noteEn.length > NOTE_LENGTH) problems.push(VALIDATION_MESSAGES.noteTooLong);
    const key = `${entry.application}|${entry.species}|${entry.kind}`;
    if (seen.has(key)) problems.push(VALIDATION_MESSAGES.duplicate(entry));
    seen.add(key);
    entries.push(entry);
  }
  if (entries.length > MAX_VALIDATION_ENTRIES) problems.push(VALIDATION_MESSAGES.tooMany);
  return { entries, problems };
}

export function formatValidation(entries: EvidenceRecord[]): string {
  return entries
    .map((e) => {
      const parts = [e.application, e.species, e.kind, escapePart(e.figure), escapePart(e.note), escapePart(e.noteEn)];
      while (parts.length > 3 && parts[parts.length - 1] === '') parts.pop();
      return parts.join('|');
    })
    .join(';');
}

/** Figures must be pictures the product has (after this change): the picture names it will carry. */
export function figureProblems(entries: EvidenceRecord[], pictureNames: ReadonlySet<string>): LocalizedText[] {
  return entries.filter((e) => e.figure && !pictureNames.has(e.figure)).map((e) => VALIDATION_MESSAGES.figure(e.figure));
}
