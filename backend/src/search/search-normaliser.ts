import { COMPOUND, GREEK, JOINER_CLASS, RULES, TRADEMARKS, type Rule } from '../modules/items/text-normaliser';

/**
 * The catalogue's text normaliser (modules/items/text-normaliser.ts) as PostgreSQL functions, made
 * from the same rule table and created by a migration: the PostgreSQL engine indexes with them, and
 * search-normaliser.sql.api-spec.ts holds them to the TypeScript functions' answers.
 */

const sqlString = (text: string) => `'${text.replace(/'/g, "''")}'`;
const sqlReplacement = (replacement: string) => replacement.replace(/\$(\d)/g, '\\$1');

/**
 * Rules that cannot change a text without this character class are skipped for it in SQL (a long
 * background text seldom holds a Greek letter): the same answers, a fraction of the passes.
 */
function sqlGate(rule: Rule): string | null {
  if (GREEK.some(([letter]) => rule.pattern === letter)) return '[\u0370-\u03ff]';
  if (rule.pattern.includes('[0-9]')) return '[0-9]';
  if (rule.pattern.includes('b-(?=') || rule.pattern.includes('a-(?=')) return '-';
  return null;
}

/**
 * search_normal(text): normaliseText() in SQL. PL/pgSQL, so each step is a plain assignment (a
 * SQL function of nested stages was planned per call: 40 ms a text), and consecutive rules with the
 * same gate run under one IF.
 */
export function searchNormalFunctionSql(): string {
  const groups: { gate: string | null; rules: Rule[] }[] = [];
  for (const rule of RULES) {
    const gate = sqlGate(rule);
    const last = groups[groups.length - 1];
    if (last && last.gate === gate) last.rules.push(rule);
    else groups.push({ gate, rules: [rule] });
  }
  const step = (rule: Rule) =>
    rule.literal
      ? `s := replace(s, ${sqlString(rule.pattern)}, ${sqlString(rule.replacement)});`
      : `s := regexp_replace(s, ${sqlString(rule.pattern)}, ${sqlString(sqlReplacement(rule.replacement))}, 'g');`;
  const body = groups
    .map((g) => (g.gate ? `IF s ~ ${sqlString(g.gate)} THEN\n    ${g.rules.map(step).join('\n    ')}\n  END IF;` : g.rules.map(step).join('\n  ')))
    .join('\n  ');
  return `CREATE OR REPLACE FUNCTION search_normal(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
DECLARE s text := lower(normalize(regexp_replace(t, ${sqlString(TRADEMARKS)}, '', 'g'), NFKC));
BEGIN
  ${body}
  RETURN regexp_replace(btrim(s), ' +', ' ', 'g');
END $fn$`;
}

/** search_index_text(text): indexText() in SQL. */
export function searchIndexTextFunctionSql(): string {
  return `CREATE OR REPLACE FUNCTION search_index_text(t text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
DECLARE n text := search_normal(t);
BEGIN
  RETURN concat_ws(' ', nullif(regexp_replace(btrim(regexp_replace(n, '[-./_:+''|]+', ' ', 'g')), ' +', ' ', 'g'), ''),
    CASE WHEN n ~ ${sqlString(JOINER_CLASS)} THEN
      (SELECT string_agg(regexp_replace(m[1], ${sqlString(`${JOINER_CLASS}+`)}, '', 'g'), ' ') FROM regexp_matches(n, ${sqlString(`(${COMPOUND})`)}, 'g') m)
    END);
END $fn$`;
}

/** search_key(text): compactKey() in SQL. */
export function searchKeyFunctionSql(): string {
  return `CREATE OR REPLACE FUNCTION search_key(t text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $fn$
  SELECT regexp_replace(search_normal(t), '[^a-z0-9\\u4e00-\\u9fff]+', '', 'g') $fn$`;
}
