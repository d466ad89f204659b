import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { fieldRefused } from '../../http/form-text';
import { LocalizedException } from '../../http/localized-exception';
import type { Language } from '../../http/request-language';
import { AgentsService } from './agents.service';
import type { DistributorFields } from './distributor-form';
import { Distributor } from './distributor.entity';
import { Province } from './province.entity';
import type { ProvinceChoice } from '@shop/contract';

export const DESK_PAGE_SIZE = 20;
export const UNKNOWN_DISTRIBUTOR = { zh: '该经销商不存在（可能已被删除）', en: 'This distributor does not exist (it may have been deleted)' };
export const UNKNOWN_PROVINCE = { zh: '没有这个省份，请从列表中选择', en: 'There is no such province; please choose one from the list' };

/** The largest smallint: positions beyond it would fail in the database. */
const MAX_POSITION = 32_767;

export interface DeskFilter {
  province?: string;
  language?: Language;
  page: number;
}

/** A province with its names in both languages, for the staff form's selector. */
export type { ProvinceChoice };

/**
 * The staff side of distributors: list, create, edit, delete. Every change clears the public
 * answers AgentsService keeps, so the contact page shows it on its next request.
 */
@Injectable()
export class DistributorDeskService {
  constructor(
    @InjectRepository(Province) private readonly provinces: Repository<Province>,
    @InjectRepository(Distributor) private readonly distributors: Repository<Distributor>,
    private readonly agents: AgentsService,
  ) {}

  /** One page of distributors, in the order the contact page shows them; null for an unknown province. */
  async list(filter: DeskFilter): Promise<{ distributors: Distributor[]; total: number } | null> {
    const query = this.distributors
      .createQueryBuilder('d')
      .innerJoinAndSelect('d.province', 'p')
      .orderBy('p.position', 'ASC')
      .addOrderBy('p.language', 'DESC')
      .addOrderBy('d.position', 'ASC')
      .addOrderBy('d.id', 'ASC')
      .skip((filter.page - 1) * DESK_PAGE_SIZE)
      .take(DESK_PAGE_SIZE);
    if (filter.language) query.andWhere('p.language = :language', { language: filter.language });
    if (filter.province) {
      const named = await this.agents.namedProvince(filter.province);
      if (!named) return null;
      query.andWhere('p.code = :code', { code: named.code });
    }
    const [distributors, total] = await query.getManyAndCount();
    return { distributors, total };
  }

  async provinceChoices(): Promise<ProvinceChoice[]> {
    const rows = await this.provinces.find({ order: { position: 'ASC', id: 'ASC' } });
    const byCode = new Map<string, ProvinceChoice>();
    for (const row of rows) {
      const choice = byCode.get(row.code) ?? { code: row.code, zh: '', en: '' };
      choice[row.language] = row.name;
      byCode.set(row.code, choice);
    }
    return [...byCode.values()];
  }

  async create(fields: DistributorFields): Promise<Distributor> {
    const province = await this.provinceRow(fields.province, fields.language);
    const saved = await this.distributors.save(this.distributors.create({ ...this.columns(fields, province), position: await this.nextPosition() }));
    await this.agents.forgetDistributors();
    return this.load(saved.id);
  }

  async update(id: number, fields: DistributorFields): Promise<Distributor> {
    const existing = await this.distributors.findOne({ where: { id } });
    if (!existing) throw new LocalizedException(UNKNOWN_DISTRIBUTOR, HttpStatus.NOT_FOUND);
    const province = await this.provinceRow(fields.province, fields.language);
    await this.distributors.update({ id }, this.columns(fields, province));
    await this.agents.forgetDistributors();
    return this.load(id);
  }

  async remove(id: number): Promise<void> {
    const result = await this.distributors.delete({ id });
    if (!result.affected) throw new LocalizedException(UNKNOWN_DISTRIBUTOR, HttpStatus.NOT_FOUND);
    await this.agents.forgetDistributors();
  }

  private columns(fields: DistributorFields, province: Province) {
    return {
      provinceId: province.id,
      name: fields.name,
      address: fields.address,
      website: fields.website,
      email: fields.email,
      telephone: fields.telephone,
    };
  }

  /** The row of the named province in the distributor's language (a distributor is written in one). */
  private async provinceRow(named: string, language: Language): Promise<Province> {
    const any = await this.agents.namedProvince(named);
    const row = any && (await this.provinces.findOne({ where: { code: any.code, language } }));
    if (!row) throw fieldRefused('province', UNKNOWN_PROVINCE);
    return row;
  }

  private load(id: number): Promise<Distributor> {
    return this.distributors.findOneOrFail({ where: { id }, relations: { province: true } });
  }

  private async nextPosition(): Promise<number> {
    const row = await this.distributors.createQueryBuilder('d').select('COALESCE(MAX(d.position), 0) + 1', 'next').getRawOne<{ next: number }>();
    return Math.min(Number(row?.next ?? 1), MAX_POSITION);
  }
}
