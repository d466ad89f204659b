import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { LocalizedException } from '../../../http/localized-exception';
import { cleanImage } from '../../../uploads/clean-image';
import { EXTENSION_OF } from '../../../uploads/image-kind';
import { UploadStore } from '../../../uploads/upload-store';
import { Promotion } from './promotion.entity';
import { sanitizeRichText } from './rich-text-sanitizer';

export const UNKNOWN_PROMOTION = { zh: '该活动不存在', en: 'This promotion does not exist' };
export const PROMOTION_NAMES_NEEDED = {
  zh: '请填写中文和英文活动名称',
  en: 'Please fill in the promotion name in Chinese and in English',
};

export interface PromotionChange {
  id?: number;
  nameZh: string;
  nameEn: string;
  bodyZh: string;
  bodyEn: string;
  image?: Buffer;
}

@Injectable()
export class PromotionsService {
  constructor(
    @InjectRepository(Promotion) private readonly promotions: Repository<Promotion>,
    private readonly uploads: UploadStore,
  ) {}

  list(): Promise<Promotion[]> {
    return this.promotions.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  find(id: number): Promise<Promotion | null> {
    return this.promotions.findOne({ where: { id } });
  }

  /**
   * Creates (no id) or updates a promotion. Rich text is sanitised here, on the server, whatever
   * the editor sent; a new picture is re-encoded and replaces the old one.
   */
  async save(change: PromotionChange, staffId: number): Promise<Promotion> {
    if (!change.nameZh || !change.nameEn) throw new LocalizedException(PROMOTION_NAMES_NEEDED, HttpStatus.BAD_REQUEST);
    const promotion = change.id ? await this.find(change.id) : this.promotions.create({ position: await this.nextPosition() });
    if (!promotion) throw new LocalizedException(UNKNOWN_PROMOTION, HttpStatus.NOT_FOUND);
    promotion.nameZh = change.nameZh;
    promotion.nameEn = change.nameEn;
    promotion.bodyZh = sanitizeRichText(change.bodyZh);
    promotion.bodyEn = sanitizeRichText(change.bodyEn);
    promotion.updatedBy = staffId;
    if (change.image) {
      const image = await cleanImage(change.image);
      const name = `promotion-${randomBytes(10).toString('hex')}.${EXTENSION_OF[image.kind]}`;
      await this.uploads.save('promotions', name, image.bytes);
      promotion.imageFile = name;
    }
    return this.promotions.save(promotion);
  }

  private async nextPosition(): Promise<number> {
    const row = await this.promotions.createQueryBuilder('p').select('COALESCE(MAX(p.position), 0) + 1', 'next').getRawOne<{ next: number }>();
    return Number(row?.next ?? 1);
  }
}
