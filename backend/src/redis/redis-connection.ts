import type { RedisOptions } from 'ioredis';

/** BullMQ wants ioredis options rather than a URL; blocking workers need maxRetriesPerRequest null. */
export function redisOptions(redisUrl: string): RedisOptions {
  const url = new URL(redisUrl);
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    username: url.username || undefined,
    password: url.password ? decodeURIComponent(url.password) : undefined,
    db: url.pathname.length > 1 ? Number(url.pathname.slice(1)) : 0,
    tls: url.protocol === 'rediss:' ? {} : undefined,
    maxRetriesPerRequest: null,
  };
}

/**
 * Closes a client without waiting on a Redis that is not there: QUIT is a command like any other
 * and would sit in the offline queue until Redis comes back, holding the process's shutdown.
 */
export async function closeRedis(client: { status: string; quit(): Promise<unknown>; disconnect(): void }): Promise<void> {
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await client.quit().catch(() => client.disconnect());
}
