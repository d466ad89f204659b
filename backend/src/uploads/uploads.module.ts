import { Module } from '@nestjs/common';
import { UploadStore } from './upload-store';

/** Where uploaded and generated pictures are kept; imported by each module that stores or serves them. */
@Module({ providers: [UploadStore], exports: [UploadStore] })
export class UploadsModule {}
