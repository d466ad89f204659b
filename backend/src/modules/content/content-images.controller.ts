import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { UploadStore } from '../../uploads/upload-store';

const MIME_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

/** The pictures of promotions and carousel slides (see contentImageUrl). */
@Controller('recinfo')
export class ContentImagesController {
  constructor(private readonly uploads: UploadStore) {}

  /**
   * Promotion and carousel pictures: uploads (re-encoded JPG/PNG/GIF) or the SVG drawings the demo
   * seed stored, sent with a CSP that lets nothing in them run.
   */
  @Get('image/:folder/:file')
  async image(@Param('folder') folder: string, @Param('file') file: string, @Res() res: Response): Promise<void> {
    if (folder !== 'promotions' && folder !== 'carousel') throw new NotFoundException();
    const bytes = await this.uploads.read(folder, file);
    if (!bytes) throw new NotFoundException();
    res.setHeader('Content-Type', MIME_BY_EXTENSION[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    // Names are never reused (a new upload gets a new name), so browsers may keep them.
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.send(bytes);
  }
}
