import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { LocalizedException } from '../../../http/localized-exception';
import { BAD_FILE_NAME, BAD_UPLOAD, isPlainFileName } from '../../../uploads/image-upload.interceptor';
import { uploadedName } from '../lots/coa-upload.interceptor';
import { SDS_MAX_BYTES, SDS_NOT_A_PDF, SDS_TOO_LARGE } from './sds-store';

export const ONE_SDS_ONLY = { zh: '请在 sds 字段中只上传一份安全技术说明书', en: 'Send one safety data sheet, in the field sds' };
export const SDS_NEEDED = { zh: '请选择要上传的安全技术说明书（PDF）', en: 'Please choose the safety data sheet (PDF) to upload' };

const upload = multer({
  preservePath: true,
  storage: multer.memoryStorage(),
  limits: { fileSize: SDS_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
}).single('sds');

/**
 * Reads the sheet (multipart field `sds`, at most 20 MB, cut off as soon as it is larger) and refuses unsafe names and
 * other extensions; the content is judged by the SDS store. The file is required.
 */
@Injectable()
export class SdsUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    await new Promise<void>((done, fail) => upload(req, http.getResponse<Response>(), (error: unknown) => (error ? fail(refusal(error)) : done())));
    if (!req.file) throw new LocalizedException(SDS_NEEDED, HttpStatus.BAD_REQUEST, { field: 'sds' });
    const name = uploadedName(req.file);
    if (!isPlainFileName(name)) throw new LocalizedException(BAD_FILE_NAME, HttpStatus.BAD_REQUEST, { field: 'sds' });
    if (!/\.pdf$/i.test(name)) throw new LocalizedException(SDS_NOT_A_PDF, HttpStatus.UNSUPPORTED_MEDIA_TYPE, { field: 'sds' });
    return next.handle();
  }
}

function refusal(error: unknown): LocalizedException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new LocalizedException(SDS_TOO_LARGE, HttpStatus.PAYLOAD_TOO_LARGE, { field: 'sds' });
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') return new LocalizedException(ONE_SDS_ONLY, HttpStatus.BAD_REQUEST, { field: 'sds' });
  }
  return new LocalizedException(BAD_UPLOAD, HttpStatus.BAD_REQUEST);
}
