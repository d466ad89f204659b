import type { CoaQuery, Same } from '@shop/contract';
import { Controller, Get, HttpStatus, Param, Query, Res, StreamableFile } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { IsOptional } from 'class-validator';
import type { Response } from 'express';
import { DataSource } from 'typeorm';
import { IsId } from '../../../http/id-field';
import { LocalizedException } from '../../../http/localized-exception';
import { CoaStore, isStoredCoaName } from './coa-store';

export class CoaQueryDto {
  /** The lot whose name the download takes (any lot with this certificate when absent or another). */
  @IsOptional()
  @IsId({ message: 'lot must be a lot id' })
  lot?: string;
}

/** The query reads exactly the fields the app sends (the contract's request type): one renamed on either side fails to compile. */
const FIELDS_MATCH_CONTRACT: Same<keyof CoaQueryDto, keyof CoaQuery> = true;
void FIELDS_MATCH_CONTRACT;

export const NO_SUCH_COA = { zh: '没有这份分析证书', en: 'No such certificate of analysis' };

/** A name's bytes never change (content-addressed), but the download name may: a day, not a year. */
const COA_CACHE = 'public, max-age=86400';

/** `inline` opens the PDF in the browser; the names are what "save as" offers. */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Certificates of analysis leave only through here, by a stored name that a lot still names. */
@Controller('iteminfo')
export class CoaController {
  constructor(
    private readonly certificates: CoaStore,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  @Get('coa/:file')
  async certificate(@Param('file') file: string, @Query() query: CoaQueryDto, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const lot = query.lot ? Number(query.lot) : 0;
    // A certificate replaced or removed by staff is no longer offered, even though its bytes stay.
    const [named] = isStoredCoaName(file)
      ? await this.dataSource.query(`SELECT coa_name FROM product_lots WHERE coa_file = $1 ORDER BY id = $2 DESC, id LIMIT 1`, [file, lot])
      : [];
    const opened = named ? await this.certificates.open(file) : null;
    if (!named || !opened) throw new LocalizedException(NO_SUCH_COA, HttpStatus.NOT_FOUND);
    res.setHeader('Cache-Control', COA_CACHE);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The stream closes its file (or connection) when it ends or fails.
    return new StreamableFile(opened.stream, {
      type: 'application/pdf',
      length: opened.length,
      disposition: contentDisposition(named.coa_name || 'certificate-of-analysis.pdf'),
    });
  }
}
