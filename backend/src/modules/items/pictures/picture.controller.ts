import { Controller, Get, HttpStatus, Param, Res, StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { extname } from 'node:path';
import { LocalizedException } from '../../../http/localized-exception';
import { CONTENT_TYPE_OF_EXTENSION } from './picture-kind';
import { PictureSize, PictureStore, isPictureSize } from './picture-store';

export const NO_SUCH_PICTURE = { zh: '没有这张图片', en: 'No such picture' };

/** Content-addressed: a name's bytes never change, so browsers and proxies may keep them for a year. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/** The generator's SVG is trusted, but as a document of its own it still may run nothing and load nothing. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** Product pictures leave only through here, by a size and a stored name that cannot point elsewhere, from whichever storage holds them. */
@Controller('iteminfo')
export class PictureController {
  constructor(private readonly pictures: PictureStore) {}

  @Get('picture/:size/:file')
  async picture(@Param('size') size: string, @Param('file') file: string, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const key = isPictureSize(size) ? this.pictures.keyOf(file, size) : null;
    const opened = key ? await this.pictures.open(file, size as PictureSize) : null;
    if (!key || !opened) throw new LocalizedException(NO_SUCH_PICTURE, HttpStatus.NOT_FOUND);
    const type = CONTENT_TYPE_OF_EXTENSION[extname(key).slice(1)] ?? 'application/octet-stream';
    res.setHeader('Cache-Control', PICTURE_CACHE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (type === CONTENT_TYPE_OF_EXTENSION.svg) res.setHeader('Content-Security-Policy', SVG_POLICY);
    // The stream closes its file (or connection) when it ends or fails.
    return new StreamableFile(opened.stream, { type, length: opened.length });
  }
}
