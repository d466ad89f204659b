import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource, Repository } from 'typeorm';
import { SharedCaches } from '../../../cache/shared-caches';
import { LocalizedException } from '../../../http/localized-exception';
import { cleanImage } from '../../../uploads/clean-image';
import { EXTENSION_OF } from '../../../uploads/image-kind';
import { UploadStore } from '../../../uploads/upload-store';
import { CarouselPicture } from './carousel-picture.entity';
import type { CarouselSlideFields } from './carousel-slide-form';

export const UNKNOWN_SLIDE = { zh: '该轮播图不存在（可能已被删除）', en: 'This carousel slide does not exist (it may have been deleted)' };

/** The largest smallint: positions beyond it would fail in the database. */
const MAX_POSITION = 32_767;

/**
 * Home-page carousel slides. Reads are not kept in memory; a staff change also clears every
 * instance's prepared answers, whose generation the kept server-rendered pages carry, so the next
 * home page shows it wherever it is served.
 */
@Injectable()
export class CarouselService {
  constructor(
    @InjectRepository(CarouselPicture) private readonly pictures: Repository<CarouselPicture>,
    private readonly uploads: UploadStore,
    private readonly dataSource: DataSource,
    private readonly shared: SharedCaches,
  ) {}

  list(): Promise<CarouselPicture[]> {
    return this.pictures.find({ order: { position: 'ASC', id: 'ASC' } });
  }

  /** A new slide at the end of the carousel. */
  async create(fields: CarouselSlideFields, image: Buffer): Promise<CarouselPicture> {
    const imageFile = await this.storePicture(image);
    const slide = await this.pictures.save(this.pictures.create({ ...this.columns(fields), imageFile, position: await this.nextPosition() }));
    await this.shared.changed();
    return slide;
  }

  /** New texts and, when one is sent, a new picture (stored under a new name, so caches never show the old one). */
  async update(id: number, fields: CarouselSlideFields, image?: Buffer): Promise<CarouselPicture> {
    const slide = await this.pictures.findOne({ where: { id } });
    if (!slide) throw new LocalizedException(UNKNOWN_SLIDE, HttpStatus.NOT_FOUND);
    Object.assign(slide, this.columns(fields));
    if (image) slide.imageFile = await this.storePicture(image);
    const saved = await this.pictures.save(slide);
    await this.shared.changed();
    return saved;
  }

  async remove(id: number): Promise<void> {
    const result = await this.pictures.delete({ id });
    if (!result.affected) throw new LocalizedException(UNKNOWN_SLIDE, HttpStatus.NOT_FOUND);
    await this.shared.changed();
  }

  /**
   * Swaps the slide with its neighbour and renumbers the carousel 1..n in one transaction (seeded
   * or concurrent slides may share a position). At either end nothing moves.
   */
  async move(id: number, direction: 'up' | 'down'): Promise<CarouselPicture[]> {
    const moved = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(CarouselPicture);
      const slides = await repository
        .createQueryBuilder('c')
        .setLock('pessimistic_write')
        .orderBy('c.position', 'ASC')
        .addOrderBy('c.id', 'ASC')
        .getMany();
      const index = slides.findIndex((s) => s.id === id);
      if (index < 0) throw new LocalizedException(UNKNOWN_SLIDE, HttpStatus.NOT_FOUND);
      const other = direction === 'up' ? index - 1 : index + 1;
      if (other >= 0 && other < slides.length) [slides[index], slides[other]] = [slides[other], slides[index]];
      const renumbered = slides.filter((slide, i) => slide.position !== i + 1);
      slides.forEach((slide, i) => (slide.position = i + 1));
      for (const slide of renumbered) await repository.update({ id: slide.id }, { position: slide.position });
      return slides;
    });
    await this.shared.changed();
    return moved;
  }

  private columns(fields: CarouselSlideFields) {
    return { link: fields.link, nameZh: fields.nameZh, nameEn: fields.nameEn };
  }

  /** Re-encodes the upload (see cleanImage) and stores it under a fresh random name. */
  private async storePicture(upload: Buffer): Promise<string> {
    const image = await cleanImage(upload);
    const name = `carousel-${randomBytes(10).toString('hex')}.${EXTENSION_OF[image.kind]}`;
    await this.uploads.save('carousel', name, image.bytes);
    return name;
  }

  private async nextPosition(): Promise<number> {
    const row = await this.pictures.createQueryBuilder('c').select('COALESCE(MAX(c.position), 0) + 1', 'next').getRawOne<{ next: number }>();
    return Math.min(Number(row?.next ?? 1), MAX_POSITION);
  }
}
