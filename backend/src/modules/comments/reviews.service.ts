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
import { Review } from './review.entity';
import { BAD_REVIEW_EMAIL, isEmailAddress, OTHER_REVIEW_SPECIES, REVIEW_APPLICATIONS, REVIEW_SPECIES, REVIEW_TYPES } from '@shop/contract';

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

/** A customer's review as written on the form (spec section 5); unanswered parts are empty. */
export interface ReviewDraft {
  productId?: number;
  catalogueNumber: string;
  lotNumber: string;
  firstName: string;
  lastName: string;
  country: string;
  email: string;
  institution: string;
  /** The applications ticked, in any letter case. */
  applications: string[];
  /** The stored name of the picture this customer uploaded for the product. */
  image: string;
  species: string;
  /** The species named when "Else" is chosen. */
  speciesOther: string;
  sampleType: string;
  specification: string;
  primaryDilution: string;
  /** Whether the customer vouched for the review; absent when the box was left unanswered. */
  confirmed?: boolean;
}

/** The parts that must not be empty (spec section 5), in form order. */
const REQUIRED = [
  'productId',
  'catalogueNumber',
  'lotNumber',
  'firstName',
  'lastName',
  'country',
  'email',
  'institution',
  'image',
  'species',
  'sampleType',
  'specification',
  'primaryDilution',
  'confirmed',
] as const satisfies readonly (keyof ReviewDraft)[];

export type ReviewPart = (typeof REQUIRED)[number] | 'speciesOther';

/** The parts of a draft left empty, in form order; the other species only counts when "Else" is chosen. */
export function missingReviewParts(draft: ReviewDraft): ReviewPart[] {
  const missing: ReviewPart[] = REQUIRED.filter((part) => draft[part] === undefined || draft[part] === '');
  if (draft.species === OTHER_REVIEW_SPECIES && !draft.speciesOther) missing.push('speciesOther');
  return missing;
}

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
  async submit(user: SessionUser, draft: ReviewDraft): Promise<Review> {
    const missing = missingReviewParts(draft);
    if (missing.length > 0) throw new LocalizedException(INCOMPLETE_REVIEW, HttpStatus.BAD_REQUEST, { parts: missing });
    if (!isEmailAddress(draft.email)) throw new LocalizedException(BAD_REVIEW_EMAIL, HttpStatus.BAD_REQUEST, { fields: ['EmailAddress'] });

    const productId = draft.productId!;
    const product = await this.products.findOne({ where: { id: productId }, select: { id: true, catalogueNumber: true } });
    if (!product) throw new LocalizedException(UNKNOWN_PRODUCT, HttpStatus.NOT_FOUND);
    if (product.catalogueNumber.toLowerCase() !== draft.catalogueNumber.toLowerCase()) {
      throw new LocalizedException(CATALOGUE_MISMATCH, HttpStatus.BAD_REQUEST);
    }
    const applications = [...new Set(draft.applications.map((a) => a.toUpperCase()))];
    if (applications.some((a) => !REVIEW_APPLICATIONS.includes(a as never))) throw new LocalizedException(BAD_APPLICATION, HttpStatus.BAD_REQUEST);
    if (!REVIEW_SPECIES.includes(draft.species as never)) throw new LocalizedException(BAD_SPECIES, HttpStatus.BAD_REQUEST);
    if (draft.species !== OTHER_REVIEW_SPECIES && draft.speciesOther) {
      throw new LocalizedException(SPECIES_ELSE_ONLY_FOR_ELSE, HttpStatus.BAD_REQUEST);
    }
    const type = REVIEW_TYPES.find((t) => t.toLowerCase() === draft.sampleType.toLowerCase());
    if (!type) throw new LocalizedException(BAD_TYPE, HttpStatus.BAD_REQUEST);
    if (!draft.confirmed) throw new LocalizedException(NOT_ENSURED, HttpStatus.BAD_REQUEST);
    // Only a picture this user uploaded for this product may be attached.
    const image = draft.image;
    if (!image.startsWith(`${user.id}-${productId}-`) || !(await this.uploads.exists('reviews', image))) {
      throw new LocalizedException(UNKNOWN_IMAGE, HttpStatus.BAD_REQUEST);
    }

    return this.reviews.save(
      this.reviews.create({
        productId,
        userId: user.id,
        catalogueNumber: product.catalogueNumber,
        lotNumber: draft.lotNumber,
        firstName: draft.firstName,
        lastName: draft.lastName,
        country: draft.country,
        email: draft.email,
        institution: draft.institution,
        applications,
        imageFile: image,
        species: draft.species,
        speciesOther: draft.speciesOther,
        sampleType: type.toLowerCase() as 'cell' | 'tissue',
        specification: draft.specification,
        primaryDilution: draft.primaryDilution,
        status: 'pending',
      }),
    );
  }

  /**
   * Cleans and stores one review picture as `<uid>-<pid>-<random>.<ext>` (the spec's prefix; the
   * random part keeps names unguessable and unique) and returns the stored name.
   */
  async storeImage(user: SessionUser, upload: Buffer, productId: number | undefined): Promise<string> {
    if (productId === undefined) throw new LocalizedException(PID_NEEDED, HttpStatus.BAD_REQUEST);
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
}
