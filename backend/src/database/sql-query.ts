/**
 * A query the SQL helpers run: the data source's, an entity manager's inside a transaction, or a test's client.
 * Rows come back as the driver gives them (`any`, as TypeORM's own `query` does); each helper names their shape.
 */
export type SqlQuery = (sql: string, parameters?: unknown[]) => Promise<any[]>; // eslint-disable-line @typescript-eslint/no-explicit-any
