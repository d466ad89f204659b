import { CallHandler, ExecutionContext, HttpStatus, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import multer from 'multer';
import type { Observable } from 'rxjs';
import { IMAGE_EXTENSIONS, type LocalizedText, MAX_IMAGE_BYTES } from '@shop/contract';
import { LocalizedException } from '../http/localized-exception';

export const IMAGE_TOO_LARGE = { zh: '图片不能超过 5 MB', en: 'The picture must not be larger than 5 MB' };
export const ONE_IMAGE_ONLY = { zh: '一次只能上传一张图片', en: 'Only one picture can be uploaded at a time' };
export const BAD_FILE_NAME = {
  zh: '文件名不合法（不能包含路径或 ..）',
  en: 'The file name is not allowed (it must not contain a path or ..)',
};
export const WRONG_EXTENSION = {
  zh: '只能上传 .jpg、.jpeg、.png 或 .gif 图片',
  en: 'Only .jpg, .jpeg, .png or .gif pictures can be uploaded',
};
export const BAD_UPLOAD = { zh: '上传的内容无法读取', en: 'The upload could not be read' };

/** A name a user may give a file: no directory part, no parent reference, no control characters. */
export function isPlainFileName(name: string): boolean {
  // eslint-disable-next-line no-control-regex
  return name.length > 0 && name.length <= 255 && !/[/\\\u0000-\u001f]/.test(name) && !name.includes('..');
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Reads one picture from a multipart body into memory (field `fieldName`, at most 5 MB; a bigger
 * upload is cut off as soon as it passes the limit) and refuses unsafe names and foreign
 * extensions with a message the user can act on. The content itself is judged by cleanImage().
 */
export interface ImageUploadOptions {
  required: boolean;
  /** Another size limit and set of extensions than the review and content pictures' 5 MB jpg/png/gif. */
  accept?: { maxBytes: number; extensions: string[]; tooLarge: LocalizedText; wrongExtension: LocalizedText };
}

export function imageUploadInterceptor(fieldName: string, options: ImageUploadOptions) {
  const accept = options.accept ?? { maxBytes: MAX_IMAGE_BYTES, extensions: IMAGE_EXTENSIONS, tooLarge: IMAGE_TOO_LARGE, wrongExtension: WRONG_EXTENSION };
  const upload = multer({
    // Keep the name as sent so a name with a path in it is refused rather than quietly cut down.
    preservePath: true,
    storage: multer.memoryStorage(),
    limits: { fileSize: accept.maxBytes, files: 1, fields: 20, fieldSize: 1024 * 1024, parts: 30 },
  }).single(fieldName);

  @Injectable()
  class ImageUploadInterceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<Request>();
      await new Promise<void>((done, fail) =>
        upload(req, http.getResponse<Response>(), (error: unknown) => (error ? fail(translate(error, accept.tooLarge)) : done())),
      );
      const file = req.file;
      if (!file) {
        if (options.required) throw new LocalizedException(NOT_SENT, HttpStatus.BAD_REQUEST);
      } else {
        const name = Buffer.from(file.originalname, 'latin1').toString('utf8');
        if (!isPlainFileName(name)) throw new LocalizedException(BAD_FILE_NAME, HttpStatus.BAD_REQUEST);
        if (!accept.extensions.includes(extensionOf(name))) throw new LocalizedException(accept.wrongExtension, HttpStatus.UNSUPPORTED_MEDIA_TYPE);
      }
      return next.handle();
    }
  }
  return ImageUploadInterceptor;
}

export const NOT_SENT = { zh: '请选择要上传的图片', en: 'Please choose a picture to upload' };

function translate(error: unknown, tooLarge: LocalizedText): LocalizedException {
  if (error instanceof multer.MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new LocalizedException(tooLarge, HttpStatus.PAYLOAD_TOO_LARGE);
    if (error.code === 'LIMIT_FILE_COUNT' || error.code === 'LIMIT_UNEXPECTED_FILE') {
      return new LocalizedException(ONE_IMAGE_ONLY, HttpStatus.BAD_REQUEST);
    }
  }
  if (error instanceof LocalizedException) return error;
  return new LocalizedException(BAD_UPLOAD, HttpStatus.BAD_REQUEST);
}
