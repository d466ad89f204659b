import { Client } from 'pg';

function split(databaseUrl: string): { server: string; name: string } {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  return { server: url.toString(), name };
}

async function onServer<T>(server: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(databaseUrl: string): Promise<void> {
  const { server, name } = split(databaseUrl);
  await onServer(server, (c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const { server, name } = split(databaseUrl);
  await onServer(server, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
}
