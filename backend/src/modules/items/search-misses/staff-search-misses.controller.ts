import { Controller, Get, Query, Res, UseGuards } from '@nestjs/common';
import type { Enveloped, SearchMissesAnswer } from '@shop/contract';
import type { Response } from 'express';
import { ok } from '../../../http/envelope';
import { LocalizedException } from '../../../http/localized-exception';
import { StaffGuard } from '../../identity/staff.guard';
import { SearchMissesQueryDto } from './search-misses.dto';
import { SearchMiss, SearchMissesService } from './search-misses.service';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 7;
const DEFAULT_LIMIT = 100;
const MAX_PERIOD_DAYS = 366;

/** Shown to staff as is (the generic "request is not valid" would not say what to change). */
export const PERIOD_ORDER = { zh: '开始日期须为真实日期，且不晚于结束日期', en: 'from must be a day before or on to' };
export const PERIOD_LENGTH = { zh: '查询期间最长 366 天', en: 'the period is at most 366 days' };

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
/** 2026-02-31 has the right shape but is no day. */
const realDay = (day: string) => !Number.isNaN(Date.parse(day)) && isoDay(Date.parse(day)) === day;

/** A CSV cell: quoted, quotes doubled, and a leading =+-@ defused so a spreadsheet never runs it as a formula. */
const csvCell = (value: string | number) => {
  const text = String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) ? `'${text}` : text).replace(/"/g, '""')}"`;
};

export function searchMissesCsv(rows: SearchMiss[]): string {
  const lines = [
    ['text', 'searches', 'last_seen', 'also_typed'].join(','),
    ...rows.map((r) => [csvCell(r.text), r.searches, r.lastSeen, csvCell(r.variants.join(' | '))].join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Staff read which searches found nothing (issue 23), as a list or a CSV file. */
@Controller('admininfo/search-misses')
@UseGuards(StaffGuard)
export class StaffSearchMissesController {
  constructor(private readonly misses: SearchMissesService) {}

  @Get()
  async list(@Query() query: SearchMissesQueryDto, @Res({ passthrough: true }) res: Response): Promise<Enveloped<SearchMissesAnswer> | string> {
    const to = query.to ?? isoDay(Date.now());
    const from = query.from ?? isoDay(Date.parse(to) - (DEFAULT_DAYS - 1) * DAY_MS);
    if (!realDay(from) || !realDay(to) || from > to) {
      throw new LocalizedException(PERIOD_ORDER);
    }
    if (Date.parse(to) - Date.parse(from) > MAX_PERIOD_DAYS * DAY_MS) throw new LocalizedException(PERIOD_LENGTH);
    const rows = await this.misses.top(from, to, query.limit ?? DEFAULT_LIMIT);
    res.setHeader('Cache-Control', 'no-store');
    if (query.format === 'csv') {
      res.setHeader('Content-Type', 'text/csv; charset=utf-8');
      res.setHeader('Content-Disposition', `attachment; filename="searches-without-results-${from}-${to}.csv"`);
      return searchMissesCsv(rows);
    }
    const answer: SearchMissesAnswer = { data: rows.map((r) => ({ text: r.text, variants: r.variants, searches: r.searches, lastseen: r.lastSeen })), from, to };
    return ok(answer);
  }
}
