import { emptyLists, type VocabularyLists, type VocabularyName, type VocabularyValue } from '@shop/contract';
import type { SqlQuery } from '../../../database/sql-query';

/** A value that an import with --add-values adds: labelled with its own spelling until staff relabel it. */
export interface AddedValue {
  vocabulary: VocabularyName;
  key: string;
}

export async function readLists(query: SqlQuery): Promise<VocabularyLists> {
  const rows: (VocabularyValue & { vocabulary: VocabularyName })[] = await query(
    'SELECT vocabulary, key, label_zh AS zh, label_en AS en, synonyms, retired FROM vocabulary_values ORDER BY vocabulary, position, id',
  );
  const lists = emptyLists() as Record<VocabularyName, VocabularyValue[]>;
  for (const { vocabulary, ...value } of rows) lists[vocabulary]?.push(value);
  return lists;
}

/** New values at the end of their vocabulary (an import's --add-values, a staff addition). */
export async function insertValues(query: SqlQuery, values: { vocabulary: VocabularyName; key: string; zh: string; en: string; synonyms?: string[] }[]): Promise<void> {
  if (values.length === 0) return;
  await query(
    `INSERT INTO vocabulary_values (vocabulary, key, label_zh, label_en, synonyms, position)
     SELECT v.vocabulary, v.key, v.zh, v.en, ARRAY(SELECT jsonb_array_elements_text(coalesce(v.synonyms, '[]'))),
            coalesce((SELECT max(position) FROM vocabulary_values w WHERE w.vocabulary = v.vocabulary), 0) + v.n
       FROM jsonb_to_recordset($1::jsonb) AS v(vocabulary text, key text, zh text, en text, synonyms jsonb, n int)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(values.map((v, i) => ({ ...v, n: i + 1 })))],
  );
}
