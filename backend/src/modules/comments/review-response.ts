import type { QueuedReview, ShownReview } from '@shop/contract';
import type { Review } from './review.entity';

/** Shown when the reviewer left the first name empty (spec section 3). */
export const ANONYMOUS_REVIEWER = 'Verified Customer';

/** Where a stored review picture is served (see CommentsController.image). */
export function reviewImageUrl(file: string): string {
  return `/api/comment/image/${file}`;
}

/** A review as the product page shows it, in the spec's field names. */
export function toShownReview(review: Review): ShownReview {
  return {
    id: review.id,
    firstname: review.firstName.trim() || ANONYMOUS_REVIEWER,
    commenttime: review.createdAt.toISOString(),
    uploadanyimages: review.imageFile,
    imageurl: reviewImageUrl(review.imageFile),
    applicationused: review.applications.join(','),
    primaryantibodydilution: review.primaryDilution,
    species: review.species === 'Else' ? review.speciesOther : review.species,
    type: review.sampleType,
    specification: review.specification,
    reply: review.reply ? { content: review.reply, replytime: (review.repliedAt ?? review.createdAt).toISOString() } : null,
  };
}

/** Everything staff need to judge a review. */
export function toQueuedReview(review: Review & { productName?: string }): QueuedReview {
  return {
    ...toShownReview(review),
    firstname: review.firstName,
    lastname: review.lastName,
    pid: review.productId,
    catno: review.catalogueNumber,
    productname: review.productName ?? '',
    lotnumber: review.lotNumber,
    country: review.country,
    email: review.email,
    institution: review.institution,
    speciesElse: review.speciesOther,
    status: review.status,
    moderatedtime: review.moderatedAt?.toISOString() ?? null,
  };
}
