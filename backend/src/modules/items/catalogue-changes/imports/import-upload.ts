import { CallHandler, ExecutionContext, HttpStatus, Inject, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Observable } from 'rxjs';
import { FILE_STORAGE, FileStorage } from '../../../../files/file-storage';
import { LocalizedException } from '../../../../http/localized-exception';
import { isPlainFileName } from '../../../../uploads/image-upload.interceptor';
import { SHEET_LIMITS } from '../../../../sheets/sheet-limits';

/** Names the uploaded files get in the import's work folder (the sender's names are kept only for display). */
export const SHEET_FILE = 'sheet';
export const IMAGES_FILE = 'images.zip';

export const SHEET_REQUIRED = { zh: '请选择要导入的表格（.csv 或 .xlsx）', en: 'Please choose a sheet to import (.csv or .xlsx)' };
export const SHEET_EXTENSION = { zh: '表格须为 .csv 或 .xlsx 文件', en: 'The sheet must be a .csv or .xlsx file' };
export const IMAGES_EXTENSION = { zh: '图片包须为 .zip 文件', en: 'The pictures must come as a .zip file' };
export const UPLOAD_TOO_LARGE = { zh: '文件过大（每个文件最大 300 MB）', en: 'The file is too large (at most 300 MB each)' };
export const BAD_IMPORT_UPLOAD = { zh: '上传的内容无法读取', en: 'The upload could not be read' };

/** Where an import's files live in the shared file storage while it is checked and written: `imports/<id>/`. */
export const importFilesKey = (id: string) => `imports/${id}`;

export interface ImportUpload {
  id: string;
  /** The import's folder in the shared file storage (importFilesKey): the worker that runs it may be another process. */
  workDir: string;
  sheetName: string;
  hasImages: boolean;
  /** The form's `rename_catno` tick box (sent as "1" or "true"). */
  renameCatno: boolean;
  /** The form's `add_values` tick box: values the vocabularies lack are added instead of refused. */
  addValues: boolean;
}

export type RequestWithImport = Request & { catalogueImport?: ImportUpload };

/**
 * Receives a sheet and an optional ZIP of pictures straight to a local scratch folder (never into
 * memory: a sheet may be 300 MB), checks them, then stores them in the shared file storage under
 * imports/<id>/, where the queue worker that checks and writes the import reads them, whichever
 * instance it runs in. The scratch folder goes when the request ends.
 */
@Injectable()
export class ImportUploadInterceptor implements NestInterceptor {
  constructor(@Inject(FILE_STORAGE) private readonly storage: FileStorage) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<RequestWithImport>();
    const id = randomUUID();
    const scratch = mkdtempSync(join(tmpdir(), 'shop-import-'));
    try {
      await new Promise<void>((done, fail) =>
        this.receiver(scratch)(req, context.switchToHttp().getResponse<Response>(), (error: unknown) => (error ? fail(translate(error)) : done())),
      );
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      const sheet = files[SHEET_FILE]?.[0];
      const images = files.images?.[0];
      if (!sheet) throw new LocalizedException(SHEET_REQUIRED, HttpStatus.BAD_REQUEST);
      const sheetName = Buffer.from(sheet.originalname, 'latin1').toString('utf8');
      if (!isPlainFileName(sheetName) || !/\.(csv|xlsx)$/i.test(sheetName)) throw new LocalizedException(SHEET_EXTENSION, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
      if (images && !/\.zip$/i.test(Buffer.from(images.originalname, 'latin1').toString('utf8'))) {
        throw new LocalizedException(IMAGES_EXTENSION, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
      }
      const form = (req.body as Record<string, unknown> | undefined) ?? {};
      const ticked = (name: string) => form[name] === '1' || form[name] === 'true';
      const workDir = importFilesKey(id);
      try {
        await this.storage.putFile(`${workDir}/${SHEET_FILE}`, sheet.path);
        if (images) await this.storage.putFile(`${workDir}/${IMAGES_FILE}`, images.path, 'application/zip');
      } catch (error) {
        // No import row names the folder yet: nothing else would ever remove what was stored.
        await this.storage.deleteFolder(workDir).catch(() => undefined);
        throw error;
      }
      req.catalogueImport = { id, workDir, sheetName, hasImages: Boolean(images), renameCatno: ticked('rename_catno'), addValues: ticked('add_values') };
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
    return next.handle();
  }

  private receiver(workDir: string) {
    return multer({
      storage: multer.diskStorage({
        destination: workDir,
        filename: (_req, file, done) => done(null, file.fieldname === SHEET_FILE ? SHEET_FILE : IMAGES_FILE),
      }),
      limits: { fileSize: SHEET_LIMITS.maxBytes, files: 2, fields: 10, fieldSize: 64 * 1024, parts: 12 },
    }).fields([
      { name: SHEET_FILE, maxCount: 1 },
      { name: 'images', maxCount: 1 },
    ]);
  }
}

function translate(error: unknown): LocalizedException {
  if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') return new LocalizedException(UPLOAD_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
  if (error instanceof LocalizedException) return error;
  return new LocalizedException(BAD_IMPORT_UPLOAD, HttpStatus.BAD_REQUEST);
}
