import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { Repository } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import { cleanImage } from '../../uploads/clean-image';
import { EXTENSION_OF } from '../../uploads/image-kind';
import { UploadStore } from '../../uploads/upload-store';
import type { SessionUser } from '../identity/session-user';
import { Product } from '../items/product.entity';
import type { AddReviewDto } from './dto/add-review.dto';
import { Review } from './review.entity';
import { APPLICATION_OPTIONS, OTHER_SPECIES, SPECIES_OPTIONS, TYPE_OPTIONS } from './review-options';

export const INCOMPLETE_REVIEW = { zh: '请填写完成所有信息!', en: 'Please fill in all the information!' };
export const UNKNOWN_PRODUCT = { zh: '该产品不存在', en: 'This product does not exist' };
export const CATALOGUE_MISMATCH = { zh: '货号与产品不符', en: 'The catalogue number does not belong to this product' };
export const BAD_APPLICATION = { zh: '应用选项无效', en: 'Unknown application' };
export const BAD_SPECIES = { zh: '种属选项无效', en: 'Unknown species' };
export const SPECIES_ELSE_ONLY_FOR_ELSE = {
  zh: '只有选择 Else 时才能填写其他种属',
  en: 'SpeciesElse can only be filled in when Species is Else',
};
export const BAD_TYPE = { zh: '样本类型只能是 Cell 或 Tissue', en: 'Type must be Cell or Tissue' };
export const NOT_ENSURED = {
  zh: '请确认以上信息真实并承担相应责任',
  en: 'Please confirm that the information is true and that you take responsibility for it',
};
export const UNKNOWN_IMAGE = {
  zh: '请先上传本产品的评论图片',
  en: 'Please upload the review picture for this product first',
};
export const PID_NEEDED = { zh: '缺少产品编号', en: 'The product id (pid) is missing' };

/** Form fields that must not be empty (spec section 5), in form order. */
const REQUIRED = [
  'pid',
  'CatalogNumber',
  'LotNumber',
  'FirstName',
  'LastName',
  'Country',
  'EmailAddress',
  'InsititutionUniversity',
  'UploadAnyImages',
  'Species',
  'Type',
  'Specification',
  'PrimaryAntibodyDilution',
  'ensureCheck',
] as const;

const TICKED = new Set(['true', '1', 'on', 'yes']);

/** Reviews customers write; moderation lives in ReviewModerationService. */
@Injectable()
export class ReviewsService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    @InjectRepository(Product) private readonly products: Repository<Product>,
    private readonly uploads: UploadStore,
  ) {}

  /** Approved reviews of a product, newest first. */
  async approvedFor(productId: number): Promise<Review[]> {
    return this.reviews.find({ where: { productId, status: 'approved' }, order: { createdAt: 'DESC', id: 'DESC' }, take: 200 });
  }

  async productExists(productId: number): Promise<boolean> {
    return this.products.exists({ where: { id: productId } });
  }

  /** Checks the form against section 5 and stores it pending; nothing is stored when anything is wrong. */
  async submit(user: SessionUser, form: AddReviewDto): Promise<Review> {
    const missing = REQUIRED.filter((field) => !form[field]);
    if (form.Species === OTHER_SPECIES && !form.SpeciesElse) missing.push('SpeciesElse' as never);
    if (missing.length > 0) throw new LocalizedException(INCOMPLETE_REVIEW, HttpStatus.BAD_REQUEST, { fields: missing });

    const productId = Number(form.pid);
    const product = await this.products.findOne({ where: { id: productId }, select: { id: true, catalogueNumber: true } });
    if (!product) throw new LocalizedException(UNKNOWN_PRODUCT, HttpStatus.NOT_FOUND);
    if (product.catalogueNumber.toLowerCase() !== form.CatalogNumber!.toLowerCase()) {
      throw new LocalizedException(CATALOGUE_MISMATCH, HttpStatus.BAD_REQUEST);
    }
    const applications = this.applicationsOf(form);
    if (!SPECIES_OPTIONS.includes(form.Species as never)) throw new LocalizedException(BAD_SPECIES, HttpStatus.BAD_REQUEST);
    if (form.Species !== OTHER_SPECIES && form.SpeciesElse) {
      throw new LocalizedException(SPECIES_ELSE_ONLY_FOR_ELSE, HttpStatus.BAD_REQUEST);
    }
    const type = TYPE_OPTIONS.find((t) => t.toLowerCase() === form.Type!.toLowerCase());
    if (!type) throw new LocalizedException(BAD_TYPE, HttpStatus.BAD_REQUEST);
    if (!TICKED.has(form.ensureCheck!.toLowerCase())) throw new LocalizedException(NOT_ENSURED, HttpStatus.BAD_REQUEST);
    // Only a picture this user uploaded for this product may be attached.
    const image = form.UploadAnyImages!;
    if (!image.startsWith(`${user.id}-${productId}-`) || !(await this.uploads.exists('reviews', image))) {
      throw new LocalizedException(UNKNOWN_IMAGE, HttpStatus.BAD_REQUEST);
    }

    return this.reviews.save(
      this.reviews.create({
        productId,
        userId: user.id,
        catalogueNumber: product.catalogueNumber,
        lotNumber: form.LotNumber!,
        firstName: form.FirstName!,
        lastName: form.LastName!,
        country: form.Country!,
        email: form.EmailAddress!,
        institution: form.InsititutionUniversity!,
        applications,
        imageFile: image,
        species: form.Species!,
        speciesOther: form.SpeciesElse ?? '',
        sampleType: type.toLowerCase() as 'cell' | 'tissue',
        specification: form.Specification!,
        primaryDilution: form.PrimaryAntibodyDilution!,
        status: 'pending',
      }),
    );
  }

  /**
   * Cleans and stores one review picture as `<uid>-<pid>-<random>.<ext>` (the spec's prefix; the
   * random part keeps names unguessable and unique) and returns the stored name.
   */
  async storeImage(user: SessionUser, upload: Buffer, pidField?: string, fileNewName?: string): Promise<string> {
    const pid = pidField ?? /^\d+-(\d+)-/.exec(fileNewName ?? '')?.[1];
    if (!pid) throw new LocalizedException(PID_NEEDED, HttpStatus.BAD_REQUEST);
    const productId = Number(pid);
    if (!(await this.productExists(productId))) throw new LocalizedException(UNKNOWN_PRODUCT, HttpStatus.NOT_FOUND);
    const image = await cleanImage(upload);
    const name = `${user.id}-${productId}-${randomBytes(12).toString('hex')}.${EXTENSION_OF[image.kind]}`;
    await this.uploads.save('reviews', name, image.bytes);
    return name;
  }

  /**
   * A stored review picture for a viewer: anyone once its review is approved, otherwise only the
   * uploader and staff (staff judge pending reviews by their picture).
   */
  async imageFor(name: string, viewer: SessionUser | null): Promise<Buffer | null> {
    const owner = Number(/^(\d+)-/.exec(name)?.[1]);
    const mayView =
      viewer?.role === 'staff' ||
      viewer?.id === owner ||
      (await this.reviews.exists({ where: { imageFile: name, status: 'approved' } }));
    return mayView ? this.uploads.read('reviews', name) : null;
  }

  private applicationsOf(form: AddReviewDto): string[] {
    const joined = (form.ApplicationUsed ?? '').split(',').map((a) => a.trim()).filter(Boolean);
    const all = [...new Set([...joined, ...(form.ApplicationUsedList ?? [])].map((a) => a.toUpperCase()))];
    if (all.some((a) => !APPLICATION_OPTIONS.includes(a as never))) throw new LocalizedException(BAD_APPLICATION, HttpStatus.BAD_REQUEST);
    return all;
  }
}
