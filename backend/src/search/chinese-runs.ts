/**
 * Chinese text is indexed with its Chinese and Latin runs apart (issue 30): a product's Chinese
 * name "跨膜蛋白119兔单抗" holds the words 跨膜蛋白, 119 and 兔单抗, as a researcher's query is split
 * (modules/items/reading/query-words.ts). Both engines index the declaration's `chinese` fields so.
 */
const CJK = '\u4e00-\u9fff';

export function splitChineseRuns(text: string): string {
  return text.replace(new RegExp(`([${CJK}])(?=[^${CJK}\\s])|([^${CJK}\\s])(?=[${CJK}])`, 'g'), '$1$2 ');
}

/** splitChineseRuns() in SQL, for a column expression. */
export function splitChineseRunsSql(column: string): string {
  return `regexp_replace(${column}, '([${CJK}])(?=[^${CJK}[:space:]])|([^${CJK}[:space:]])(?=[${CJK}])', '\\1\\2 ', 'g')`;
}
