import type { SqlQuery } from './sql-query';

/**
 * The same query, its statements sent one after another in the order they are asked for, each once the one before
 * it has ended (failed or not). For work that shares one connection — a transaction — while asking for its next
 * statement early: node-postgres 8 queues a statement sent to a busy connection itself but warns that this is
 * deprecated, and pg 9 refuses it. PostgreSQL runs one statement at a time on a connection either way; this only
 * moves the queue into our code.
 */
export function inTurn(query: SqlQuery): SqlQuery {
  let last: Promise<unknown> = Promise.resolve();
  return (sql, parameters) => {
    const next = last.then(() => query(sql, parameters));
    last = next.catch(() => undefined);
    return next;
  };
}
