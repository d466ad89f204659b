import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import { Review, ReviewStatus } from './review.entity';
import { ResearchEvidenceService } from '../items/evidence/research-evidence.service';

export const UNKNOWN_REVIEW = { zh: '该评论不存在', en: 'This review does not exist' };

export const QUEUE_PAGE_SIZE = 20;

export interface ReviewPage {
  reviews: Array<Review & { productName: string }>;
  total: number;
}

/** Staff work: the queue of reviews by status, approving, rejecting, replying. */
@Injectable()
export class ReviewModerationService {
  constructor(
    @InjectRepository(Review) private readonly reviews: Repository<Review>,
    private readonly evidence: ResearchEvidenceService,
  ) {}

  /** Pending reviews oldest first (fair queue); decided ones newest first. */
  async queue(status: ReviewStatus, page: number): Promise<ReviewPage> {
    const query = this.reviews
      .createQueryBuilder('review')
      .leftJoin('products', 'product', 'product.id = review.product_id')
      .addSelect('product.product_name', 'product_name')
      .where('review.status = :status', { status })
      .orderBy('review.created_at', status === 'pending' ? 'ASC' : 'DESC')
      .addOrderBy('review.id', status === 'pending' ? 'ASC' : 'DESC')
      .offset((page - 1) * QUEUE_PAGE_SIZE)
      .limit(QUEUE_PAGE_SIZE);
    const [{ entities, raw }, total] = await Promise.all([query.getRawAndEntities(), query.getCount()]);
    const names = new Map(raw.map((row: { review_id: number; product_name: string | null }) => [row.review_id, row.product_name ?? '']));
    return { reviews: entities.map((r) => Object.assign(r, { productName: names.get(r.id) ?? '' })), total };
  }

  async decide(id: number, status: 'approved' | 'rejected', staffId: number): Promise<Review> {
    const review = await this.find(id);
    review.status = status;
    review.moderatedAt = new Date();
    review.moderatedBy = staffId;
    const saved = await this.reviews.save(review);
    // An approved review with an application and species is evidence on the product page and filter.
    await this.evidence.reviewsChanged(review.productId);
    return saved;
  }

  /** Sets (or replaces) the staff reply; it shows once the review is approved. */
  async reply(id: number, content: string, staffId: number): Promise<Review> {
    const review = await this.find(id);
    review.reply = content;
    review.repliedAt = new Date();
    review.moderatedBy = staffId;
    return this.reviews.save(review);
  }

  private async find(id: number): Promise<Review> {
    const review = await this.reviews.findOne({ where: { id } });
    if (!review) throw new LocalizedException(UNKNOWN_REVIEW, HttpStatus.NOT_FOUND);
    return review;
  }
}
