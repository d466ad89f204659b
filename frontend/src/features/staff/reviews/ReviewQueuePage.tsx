import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { formatTime } from '../../../i18n/formatTime';
import { Link } from 'react-router';
import { QueuedReview, ReviewStatus, useApproveReviewMutation, useRejectReviewMutation, useReplyReviewMutation, useReviewQueueQuery } from './reviewQueueApi';
import { StaffPager } from '../shell/StaffPager';
import { StaffShell } from '../shell/StaffShell';
import { useReviewChoices } from '../../reviews';

const STATUSES: ReviewStatus[] = ['pending', 'approved', 'rejected'];

function ReplyForm({ review }: { review: QueuedReview }) {
  const { t } = useTranslation('admin');
  const [content, setContent] = useState(review.reply?.content ?? '');
  const [reply, replying] = useReplyReviewMutation();
  const [saved, setSaved] = useState(false);
  return (
    <form
      className="review-card__reply"
      onSubmit={(e) => {
        e.preventDefault();
        setSaved(false);
        // A refusal shows through replying.isError; unwrap's rejection must not go unhandled.
        void reply({ id: review.id, content })
          .unwrap()
          .then(() => setSaved(true), () => undefined);
      }}
    >
      <label>
        {t('reviews.reply')}
        <textarea rows={3} value={content} onChange={(e) => setContent(e.target.value)} maxLength={4000} />
      </label>
      <button className="button button--ghost" type="submit" disabled={replying.isLoading || !content.trim()}>
        {t('reviews.saveReply')}
      </button>
      {saved && <span className="ok-text" role="status">{t('saved')}</span>}
      {replying.isError && <span className="error-text" role="alert">{t('failed')}</span>}
    </form>
  );
}

function ReviewCard({ review }: { review: QueuedReview }) {
  const { t } = useTranslation('admin');
  // The review form's choices by the words the form shows (reviews namespace); free text as written.
  // The reviewer's choices in the page's language, whatever case they were stored in ('cell' is 细胞).
  const choices = useReviewChoices();
  const values = useCatalogueValues();
  const language = useLanguage();
  const [approve, approving] = useApproveReviewMutation();
  const [reject, rejecting] = useRejectReviewMutation();
  const busy = approving.isLoading || rejecting.isLoading;
  return (
    <article className="review-card" aria-labelledby={`review-${review.id}`}>
      <header>
        <h2 id={`review-${review.id}`}>
          <Link to={`/production/${review.pid}`}>{review.productname || review.catno}</Link> <small>{review.catno}</small>
        </h2>
        <p>
          {review.firstname} {review.lastname} · {review.institution} · {values.label('country', review.country)} · <a href={`mailto:${review.email}`}>{review.email}</a>
        </p>
        <p className="review-card__time">{formatTime(review.commenttime, language)}</p>
      </header>
      <div className="review-card__body">
        <a href={review.imageurl} target="_blank" rel="noreferrer">
          <img src={review.imageurl} alt={t('reviews.picture')} loading="lazy" />
        </a>
        <dl>
          <dt>{t('reviews.lot')}</dt>
          <dd>{review.lotnumber}</dd>
          <dt>{t('reviews.applications')}</dt>
          <dd>{review.applicationused ? choices.applications(review.applicationused) : '—'}</dd>
          <dt>{t('reviews.species')}</dt>
          <dd>{choices.species(review.species)}</dd>
          <dt>{t('reviews.type')}</dt>
          <dd>{choices.type(review.type)}</dd>
          <dt>{t('reviews.dilution')}</dt>
          <dd>{review.primaryantibodydilution}</dd>
          <dt>{t('reviews.specification')}</dt>
          <dd className="review-card__spec">{review.specification}</dd>
        </dl>
      </div>
      <div className="review-card__actions">
        {review.status !== 'approved' && (
          <button className="button" type="button" disabled={busy} onClick={() => void approve(review.id)}>
            {t('reviews.approve')}
          </button>
        )}
        {review.status !== 'rejected' && (
          <button className="button button--ghost" type="button" disabled={busy} onClick={() => void reject(review.id)}>
            {t('reviews.reject')}
          </button>
        )}
      </div>
      <ReplyForm review={review} />
    </article>
  );
}

/** The moderation queue: pending reviews oldest first; decided ones can still be reversed. */
export default function ReviewQueuePage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReviewStatus>('pending');
  const [page, setPage] = useState(1);
  const queue = useReviewQueueQuery({ status, page });
  const pages = queue.data ? Math.max(1, Math.ceil(queue.data.total / queue.data.pagesize)) : 1;
  return (
    <StaffShell title={t('nav.reviews')}>
      <div className="staff-tabs" role="tablist">
        {STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={status === s}
            className={status === s ? 'is-active' : ''}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {t(`reviews.status.${s}`)}
          </button>
        ))}
      </div>
      {queue.data?.data.length === 0 && <p>{t('reviews.empty')}</p>}
      {queue.data?.data.map((review) => <ReviewCard key={review.id} review={review} />)}
      <StaffPager page={page} pages={pages} onPage={setPage} />
    </StaffShell>
  );
}
