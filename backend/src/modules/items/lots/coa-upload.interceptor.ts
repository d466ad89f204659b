import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { LocalizedException } from '../../../http/localized-exception';
import { BAD_FILE_NAME, BAD_UPLOAD, isPlainFileName } from '../../../uploads/image-upload.interceptor';
import { COA_MAX_BYTES, COA_TOO_LARGE, NOT_A_PDF } from './coa-store';

export const ONE_COA_ONLY = { zh: '请在 coa 字段中只上传一份分析证书', en: 'Send one certificate of analysis, in the field coa' };

const upload = multer({
  // The name as sent, so a name with a path in it is refused rather than quietly cut down.
  preservePath: true,
  storage: multer.memoryStorage(),
  limits: { fileSize: COA_MAX_BYTES, files: 1, fields: 10, fieldSize: 10 * 1024, parts: 12 },
}).single('coa');

/**
 * Reads the optional certificate (multipart field `coa`, at most 10 MB, cut off as soon as it is
 * larger) and refuses unsafe names and other extensions; the content is judged by the CoA store.
 * A form-encoded request (no file) passes through untouched.
 */
@Injectable()
export class CoaUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((done, fail) => upload(req, http.getResponse<Response>(), (error: unknown) => (error ? fail(refusal(error)) : done())));
    if (req.file) {
      const name = uploadedName(req.file);
      if (!isPlainFileName(name)) throw new LocalizedException(BAD_FILE_NAME, HttpStatus.BAD_REQUEST);
      if (!/\.pdf$/i.test(name)) throw new LocalizedException(NOT_A_PDF, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
    }
    return next.handle();
  }
}

/** Multer hands the name over as latin1 bytes; browsers send UTF-8. */
export function uploadedName(file: Express.Multer.File): string {
  return Buffer.from(file.originalname, 'latin1').toString('utf8');
}

function refusal(error: unknown): LocalizedException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new LocalizedException(COA_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') return new LocalizedException(ONE_COA_ONLY, HttpStatus.BAD_REQUEST);
  }
  return new LocalizedException(BAD_UPLOAD, HttpStatus.BAD_REQUEST);
}
