import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { EntityManager } from 'typeorm';

/** A value COPY writes: text, a number, a list of texts (a text[] column) or NULL. */
export type CopiedValue = string | number | readonly string[] | null | undefined;

/** COPY's text format: backslash, tab, newline and carriage return escaped; NULL is \N. */
function copyText(text: string): string {
  return text.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r'));
}

/** An array literal, each element quoted: {"a","b \"c\""}. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

function copyValue(value: CopiedValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  return copyText(typeof value === 'string' ? value : arrayLiteral(value));
}

/**
 * Writes rows into `table` with COPY … FROM STDIN on the connection of `m`'s transaction. A bulk load's
 * multi-row INSERT … SELECT unnest(…) makes PostgreSQL parse every column as one huge array literal and
 * then unnest it; COPY reads the rows as they come, at about half the server's time (issue 33).
 */
export async function copyRows(m: EntityManager, table: string, columns: readonly string[], rows: readonly CopiedValue[][]): Promise<void> {
  if (rows.length === 0) return;
  if (!m.queryRunner) throw new Error('COPY needs the transaction\'s own connection');
  const client = (await m.queryRunner.connect()) as PoolClient;
  const text = rows.map((row) => row.map(copyValue).join('\t')).join('\n') + '\n';
  await pipeline(Readable.from([text]), client.query(copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`)));
}
