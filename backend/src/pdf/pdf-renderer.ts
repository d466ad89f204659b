import { HttpStatus, Injectable, OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import Piscina from 'piscina';
import { LocalizedException } from '../http/localized-exception';

/**
 * Under jest the sources are TypeScript, which a worker thread cannot load by itself: this loader
 * (a test fixture) compiles them with the same swc jest uses. The built app has .js workers and never needs it.
 */
const TYPESCRIPT_WORKER = join(__dirname, '..', '..', 'test-support', 'typescript-worker.js');

/** Renders waiting beyond this answer 503 rather than pile up in memory. */
const MAX_QUEUE = 64;

const BUSY = { zh: 'PDF 生成繁忙，请稍后再试', en: 'Too many PDFs are being made right now, please try again shortly' };

/**
 * Lays out PDFs in worker threads (piscina). One datasheet takes 30–200 ms of CPU (text layout, font
 * subsetting, compression), which on the event loop would stall every other request for that long.
 * A worker module is the path of a file whose default export takes plain data and answers the PDF bytes.
 */
@Injectable()
export class PdfRenderer implements OnModuleDestroy {
  private pool: Piscina | null = null;

  async render<I>(workerModule: string, input: I): Promise<Buffer> {
    this.pool ??= new Piscina({
      // Half the cores at most: the event loop and PostgreSQL need the rest.
      maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
      minThreads: 0,
      idleTimeout: 60_000,
      maxQueue: MAX_QUEUE,
    });
    const compiled = `${workerModule}.js`;
    const task = existsSync(compiled)
      ? this.pool.run(input, { filename: compiled })
      : this.pool.run({ module: `${workerModule}.ts`, input }, { filename: TYPESCRIPT_WORKER });
    let bytes: Uint8Array;
    try {
      bytes = (await task) as Uint8Array;
    } catch (error) {
      if ((error as Error).message === 'Task queue is at limit') throw new LocalizedException(BUSY, HttpStatus.SERVICE_UNAVAILABLE);
      throw error;
    }
    // A Buffer comes back from the thread as a plain Uint8Array over the same memory.
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
