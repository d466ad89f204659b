import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ShownReview } from '../catalogueApi';
import { Pagination } from '../hot/Pagination';
import { useReviewChoices } from '../../reviews';

const PER_PAGE = 5;

function day(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toISOString().slice(0, 10);
}

/** Approved reviews with staff replies, and the way to write one. */
export function ReviewList({ pid, reviews }: { pid: number; reviews: ShownReview[] }) {
  const { t } = useTranslation('catalogue');
  // The reviewer's choices in the page's language, as the evidence matrix shows catalogue values (issue 35).
  const choices = useReviewChoices();
  const [page, setPage] = useState(1);
  const pages = Math.ceil(reviews.length / PER_PAGE);
  const shown = reviews.slice((page - 1) * PER_PAGE, page * PER_PAGE);

  return (
    <section className="product-block reviews" aria-labelledby="reviews">
      <div className="product-block__head">
        <h2 id="reviews">{t('reviews.title', { count: reviews.length })}</h2>
        <Link className="button" to={`/comment/?pid=${pid}`}>{t('reviews.write')}</Link>
      </div>
      {reviews.length === 0 && <p>{t('reviews.none')}</p>}
      <ol className="review-list">
        {shown.map((review, i) => (
          <li key={review.id ?? `${review.commenttime}-${i}`} className="review">
            <p className="review__who">
              <strong>{review.firstname}</strong> <time dateTime={review.commenttime}>{day(review.commenttime)}</time>
            </p>
            <dl className="facts facts--inline">
              {review.applicationused && <div><dt>{t('reviews.application')}</dt><dd>{choices.applications(review.applicationused)}</dd></div>}
              {review.primaryantibodydilution && <div><dt>{t('reviews.dilution')}</dt><dd>{review.primaryantibodydilution}</dd></div>}
              {review.species && <div><dt>{t('reviews.species')}</dt><dd>{choices.species(review.species)}</dd></div>}
              {review.type && <div><dt>{t('reviews.type')}</dt><dd>{choices.type(review.type)}</dd></div>}
            </dl>
            {review.imageurl && review.uploadanyimages && (
              <img src={review.imageurl} alt={t('reviews.imageAlt', { name: review.firstname })} width="200" height="150" loading="lazy" />
            )}
            {review.reply && (
              <blockquote className="review__reply">
                <p>{t('reviews.reply')}: {review.reply.content}</p>
                <footer><time dateTime={review.reply.replytime}>{day(review.reply.replytime)}</time></footer>
              </blockquote>
            )}
          </li>
        ))}
      </ol>
      <Pagination page={page} pages={pages} onPage={setPage} />
    </section>
  );
}
