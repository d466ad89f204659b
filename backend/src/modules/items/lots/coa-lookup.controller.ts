import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import type { CoaLookupAnswer, CoaLookupQuery, Enveloped, Same } from '@shop/contract';
import { InjectDataSource } from '@nestjs/typeorm';
import { Transform } from 'class-transformer';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { DataSource } from 'typeorm';
import { nothing, ok } from '../../../http/envelope';
import { requestLanguage } from '../../../http/request-language';
import { catalogueKey } from '../catalogue-key';
import { coaUrl } from './coa-store';
import { CoaLookupThrottleGuard } from './coa-lookup-throttle.guard';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFKC').trim() : value);

/** GET /iteminfo/coalookup: a catalogue number and a lot number as printed on the vial's label. */
export class CoaLookupQueryDto {
  @Transform(trim)
  @IsString({ message: 'catno must be text' })
  @MinLength(1, { message: 'catno is required' })
  @MaxLength(40, { message: 'catno must not be longer than 40 characters' })
  catno: string;

  @Transform(trim)
  @IsString({ message: 'lot must be text' })
  @MinLength(1, { message: 'lot is required' })
  @MaxLength(40, { message: 'lot must not be longer than 40 characters' })
  lot: string;
}

/** The class reads exactly the fields the app sends (the contract's request type). */
const FIELDS_MATCH_CONTRACT: Same<keyof CoaLookupQueryDto, keyof CoaLookupQuery> = true;
void FIELDS_MATCH_CONTRACT;

/**
 * One answer (code 300 with this message) for every pair that gives no certificate — an unknown catalogue number, a lot the product does not have,
 * a lot without a certificate — so the lookup tells nothing about which lots exist (issue 35).
 */
export const NO_COA_FOR_LOT = {
  zh: '没有找到与该货号和批号对应的分析证书。请核对产品标签上的货号和批号；如仍无法找到，请联系我们。',
  en: 'No certificate of analysis matches this catalogue number and lot number. Please check both on the product label, or contact us if it still cannot be found.',
};

/**
 * Certificates of analysis before purchase (issue 35): a researcher types the catalogue number and the lot number
 * from a vial and downloads that lot's certificate. The catalogue number is compared as the shop compares it
 * (case and separators ignored), the lot number without case, as staff keep lots apart.
 */
@Controller('iteminfo')
export class CoaLookupController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @Get('coalookup')
  @UseGuards(CoaLookupThrottleGuard)
  async lookup(@Query() query: CoaLookupQueryDto, @Req() req: Request): Promise<Enveloped<CoaLookupAnswer>> {
    const [found]: { id: number; lot_number: string; expires_on: string; coa_file: string; catalogue_number: string; product_name: string; product_name_zh: string }[] =
      await this.dataSource.query(
        `SELECT l.id, l.lot_number, to_char(l.expires_on, 'YYYY-MM-DD') AS expires_on, l.coa_file, p.catalogue_number, p.product_name, p.product_name_zh
           FROM product_lots l JOIN products p ON p.id = l.product_id
          WHERE p.catalogue_key = $1 AND lower(l.lot_number) = lower($2) AND l.coa_file IS NOT NULL
          LIMIT 1`,
        [catalogueKey(query.catno), query.lot],
      );
    // The spec's "none" to a read (code 300, as for an unknown product): the page shows the message.
    if (!found) return nothing({ data: null, message: NO_COA_FOR_LOT[requestLanguage(req)] });
    return ok({
      data: {
        catno: found.catalogue_number,
        productname: found.product_name,
        productnamezh: found.product_name_zh,
        lotnumber: found.lot_number,
        expireson: found.expires_on,
        coa: coaUrl(found.coa_file, found.id),
      },
    });
  }
}
