import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config.service';
import { FILE_STORAGE, FileStorage } from './file-storage';
import { openFileStorage } from './open-file-storage';
import { checkSharedStorage } from './shared-storage-check';

/** Refuses to start on storage that is not writable or not the shop's shared one (see checkSharedStorage). */
@Injectable()
class SharedStorageGate implements OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly dataSource: DataSource,
  ) {}

  async onModuleInit(): Promise<void> {
    await checkSharedStorage(this.storage, this.dataSource);
    new Logger('Files').log(`Files stored in ${this.storage.describe}`);
  }

  onApplicationShutdown(): void {
    (this.storage as Partial<{ close(): void }>).close?.();
  }
}

/** The one file storage of the process: UPLOAD_DIR's folder, or object storage when STORAGE_URL is set. */
@Global()
@Module({
  providers: [{ provide: FILE_STORAGE, inject: [AppConfig], useFactory: (config: AppConfig) => openFileStorage(config.get('STORAGE_URL'), config.get('UPLOAD_DIR')) }, SharedStorageGate],
  exports: [FILE_STORAGE],
})
export class FilesModule {}
