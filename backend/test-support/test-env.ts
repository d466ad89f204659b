import { randomBytes } from 'node:crypto';

/**
 * Runs before each API test file is loaded: every file gets its own throwaway database and queue
 * prefix, so files can run in parallel against the machine's real PostgreSQL and Redis.
 */
const id = `${process.pid}_${randomBytes(4).toString('hex')}`;
const base = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

process.env.NODE_ENV = 'test';
process.env.DATABASE_URL = `${base}/shop_test_${id}`;
process.env.REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
process.env.QUEUE_PREFIX = `test_${id}`;
process.env.LOG_LEVEL = process.env.TEST_LOG_LEVEL ?? 'silent';
process.env.TEST_DATABASE_SERVER = base;
delete process.env.SPA_DIST;
