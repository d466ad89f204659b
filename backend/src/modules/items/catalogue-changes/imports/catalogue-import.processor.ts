import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { Job, Queue, Worker } from 'bullmq';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../../../config/app-config.service';
import { copyToLocalFile } from '../../../../files/copy-to-local-file';
import { FILE_STORAGE, FileStorage } from '../../../../files/file-storage';
import { runsQueueWorkers } from '../../../../redis/process-role';
import { redisOptions } from '../../../../redis/redis-connection';
import { WORKER_METRICS } from '../../../../redis/worker-metrics';
import { SheetError } from '../../../../sheets/sheet-error';
import type { ImportProgress } from '../catalogue-import';
import { SheetImportService } from '../sheet-import.service';
import { CATALOGUE_IMPORT_QUEUE, CatalogueImportJob, EXPIRY_SCHEDULER, EXPIRY_SWEEP_MS, UNCONFIRMED_IMPORT_HOURS } from './catalogue-import.job';
import { CatalogueImportsStore } from './catalogue-imports.store';
import { SHEET_FILE, IMAGES_FILE } from './import-upload';

const PROGRESS_EVERY_MS = 500;

export const CHANGED_SINCE_CHECK = {
  zh: '表格在确认前后不一致，已放弃导入，未写入任何内容；请重新上传',
  en: 'The sheet no longer passes the check it passed before; nothing was written. Please upload it again',
};
export const UNCONFIRMED_EXPIRED = {
  zh: `检查通过后 ${UNCONFIRMED_IMPORT_HOURS} 小时内未确认，这次导入已作废，未写入任何内容，上传的文件已删除；请重新上传`,
  en: `This import was not confirmed within ${UNCONFIRMED_IMPORT_HOURS} hours of its check and has expired; nothing was written and its files were deleted. Please upload it again`,
};
export const IMPORT_CRASHED = { zh: '导入失败，未写入任何内容；请重试或联系管理员', en: 'The import failed and nothing was written; try again or ask an administrator' };

/**
 * Runs staff imports: the check step is a dry run whose report staff read; the write step runs the
 * same import for real once they confirm. One import at a time per worker: an import holds one
 * long transaction and should not compete with another.
 */
@Injectable()
export class CatalogueImportProcessor implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('CatalogueImport');
  private worker?: Worker<CatalogueImportJob>;

  constructor(
    private readonly config: AppConfig,
    private readonly imports: CatalogueImportsStore,
    private readonly sheets: SheetImportService,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @InjectQueue(CATALOGUE_IMPORT_QUEUE) private readonly queue: Queue<CatalogueImportJob>,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!runsQueueWorkers(this.config)) return;
    // Not awaited: with Redis down the command waits in the client's queue until it is back, and the shop must start
    // (answering 503 where it needs Redis) meanwhile; the schedule is declared once Redis answers.
    void this.scheduleSweep().catch((error: Error) => this.logger.warn(`Import expiry sweep not scheduled yet: ${error.message}`));
    this.worker = new Worker<CatalogueImportJob>(CATALOGUE_IMPORT_QUEUE, (job) => this.process(job), {
      connection: redisOptions(this.config.get('REDIS_URL')),
      prefix: this.config.get('QUEUE_PREFIX'),
      concurrency: 1,
      metrics: WORKER_METRICS,
      // A million-row import holds the job for minutes; its lock is renewed meanwhile.
      lockDuration: 60_000,
    });
    this.worker.on('error', (error) => this.logger.warn(`Catalogue import worker: ${error.message}`));
  }

  /** Declares the hourly sweep of unconfirmed imports; every instance does, the queue keeps one schedule under its id. */
  async scheduleSweep(): Promise<void> {
    await this.queue.upsertJobScheduler(
      EXPIRY_SCHEDULER,
      { every: EXPIRY_SWEEP_MS },
      { name: 'expire', data: { importId: '', step: 'expire' }, opts: { removeOnComplete: true, removeOnFail: { count: 10 } } },
    );
  }

  async onApplicationShutdown(): Promise<void> {
    await this.worker?.close();
  }

  async process(job: Job<CatalogueImportJob>): Promise<void> {
    const { importId, step } = job.data;
    if (step === 'expire') return void (await this.expireUnconfirmed());
    const row = await this.imports.get(importId);
    if (!row) return;
    let last = 0;
    const onProgress = (p: ImportProgress) => {
      if (Date.now() - last < PROGRESS_EVERY_MS) return;
      last = Date.now();
      void this.imports.progress(importId, p.done, p.total).catch(() => undefined);
    };
    // The files were stored by whichever instance received the upload; the readers want local files.
    const scratch = await mkdtemp(join(tmpdir(), 'shop-import-'));
    const sheet = join(scratch, SHEET_FILE);
    const images = row.hasImages ? join(scratch, IMAGES_FILE) : null;
    try {
      if (!(await copyToLocalFile(this.storage, `${row.workDir}/${SHEET_FILE}`, sheet))) throw new Error(`the sheet of import ${importId} is not in the file storage`);
      if (images && !(await copyToLocalFile(this.storage, `${row.workDir}/${IMAGES_FILE}`, images))) throw new Error(`the pictures of import ${importId} are not in the file storage`);
      const expectedRows = row.report?.rows;
      const result = await this.sheets.importSheet(sheet, images, { dryRun: step === 'check', expectedRows, onProgress, renameCatalogueNumbers: row.renameCatno, addValues: row.addValues });
      const clean = result.report.problemCount === 0;
      // The files go before the final state is written: whoever reads "done" or "rejected" finds no folder left.
      if (step === 'check') {
        if (!clean) await this.dispose(row.workDir);
        await this.imports.finish(importId, clean ? 'validated' : 'rejected', result.report);
        return;
      }
      await this.dispose(row.workDir);
      await this.imports.finish(importId, clean ? 'done' : 'failed', result.report, clean ? null : CHANGED_SINCE_CHECK);
    } catch (error) {
      const failure = error instanceof SheetError ? error.text : IMPORT_CRASHED;
      if (!(error instanceof SheetError)) this.logger.error(`Import ${importId} (${step}) failed: ${(error as Error).stack}`);
      await this.dispose(row.workDir);
      await this.imports.finish(importId, step === 'check' ? 'rejected' : 'failed', null, failure);
    } finally {
      await rm(scratch, { recursive: true, force: true }).catch(() => undefined);
    }
  }

  /** Checked imports never confirmed within a day: rejected, with their files gone (the scheduled sweep). */
  async expireUnconfirmed(): Promise<number> {
    const folders = await this.imports.expireUnconfirmed(UNCONFIRMED_IMPORT_HOURS, UNCONFIRMED_EXPIRED);
    for (const folder of folders) await this.dispose(folder);
    if (folders.length > 0) this.logger.log(`Expired ${folders.length} unconfirmed import(s)`);
    return folders.length;
  }

  /** The import's folder with its files, once no step will read them again (no empty imports/<id>/ is left behind). */
  private async dispose(workDir: string): Promise<void> {
    await this.storage.deleteFolder(workDir).catch((error: Error) => this.logger.warn(`Could not delete ${workDir}: ${error.message}`));
  }
}
