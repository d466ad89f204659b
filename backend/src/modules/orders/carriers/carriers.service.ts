import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LocalizedException } from '../../../http/localized-exception';
import { Carrier } from './carrier.entity';
import { TrackingLinks } from './tracking-links';

export const CARRIER_EXISTS = { zh: '已有同名承运商', en: 'A carrier with this name already exists' };

/** The carriers table: read whole (a handful of rows) wherever a tracking number is shown. */
@Injectable()
export class CarriersService {
  constructor(@InjectRepository(Carrier) private readonly carriers: Repository<Carrier>) {}

  list(): Promise<Carrier[]> {
    return this.carriers.find({ order: { id: 'ASC' } });
  }

  /** The carriers' tracking pages, and their names in this language (issue 48). */
  async links(language: 'zh' | 'en' = 'en'): Promise<TrackingLinks> {
    return new TrackingLinks(await this.list(), language);
  }

  /** Adds a carrier; a name (or alias) already used by another is refused, so a number never matches two pages. */
  async add(carrier: { name: string; nameZh: string; aliases: string[]; trackingUrl: string }): Promise<Carrier> {
    const known = new TrackingLinks(await this.list());
    if ([carrier.name, ...(carrier.nameZh ? [carrier.nameZh] : []), ...carrier.aliases].some((name) => known.urlOf(name, '1'))) throw new LocalizedException(CARRIER_EXISTS, HttpStatus.CONFLICT);
    return this.carriers.save(this.carriers.create(carrier));
  }
}
