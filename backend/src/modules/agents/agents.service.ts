import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { RecentAnswers } from '../../cache/recent-answers';
import { SharedCaches } from '../../cache/shared-caches';
import type { Language } from '../../http/request-language';
import { Distributor } from './distributor.entity';
import { Province } from './province.entity';

/**
 * Saves the join on every page view. Staff changes call forgetDistributors() (every instance
 * forgets), so the minute only bounds how long a change made around the shop (a reseed) may take to show.
 */
const DISTRIBUTOR_CACHE_MS = 60_000;

@Injectable()
export class AgentsService {
  private readonly provinceLists = new RecentAnswers<Province[]>(DISTRIBUTOR_CACHE_MS, 4);
  private readonly distributorLists = new RecentAnswers<Distributor[] | null>(DISTRIBUTOR_CACHE_MS, 200);

  constructor(
    @InjectRepository(Province) private readonly provinces: Repository<Province>,
    @InjectRepository(Distributor) private readonly distributors: Repository<Distributor>,
    private readonly shared: SharedCaches,
  ) {
    shared.onDrop(() => {
      this.provinceLists.clear();
      this.distributorLists.clear();
    });
  }

  /** After a staff change: the next read of every instance goes to the database. */
  forgetDistributors(): Promise<void> {
    return this.shared.changed();
  }

  /** The province row named by code or by its name in either language (whichever language row matches). */
  namedProvince(province: string): Promise<Province | null> {
    return this.provinces
      .createQueryBuilder('p')
      .where('lower(p.name) = lower(:province) OR lower(p.code) = lower(:province)', { province })
      .orderBy('p.id', 'ASC')
      .getOne();
  }

  provincesIn(language: Language): Promise<Province[]> {
    return this.provinceLists.get(language, () => this.provinces.find({ where: { language }, order: { position: 'ASC', id: 'ASC' } }));
  }

  /**
   * Distributors in the given language, all or those of one province. The province may be named in
   * either language (a link made in the Chinese interface still works in the English one) or by code.
   * Null when a province was named but is unknown.
   */
  distributorsIn(language: Language, province?: string): Promise<Distributor[] | null> {
    const key = `${language}:${(province ?? '').toLowerCase()}`;
    return this.distributorLists.get(key, () => this.loadDistributors(language, province));
  }

  private async loadDistributors(language: Language, province?: string): Promise<Distributor[] | null> {
    const query = this.distributors
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.province', 'p')
      .where('p.language = :language', { language })
      .orderBy('p.position', 'ASC')
      .addOrderBy('d.position', 'ASC')
      .addOrderBy('d.id', 'ASC');
    if (province) {
      const named = await this.namedProvince(province);
      if (!named) return null;
      query.andWhere('p.code = :code', { code: named.code });
    }
    return query.getMany();
  }
}
