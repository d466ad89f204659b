import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';

/** /commentsuccess?pid=&catno= — confirmation that the review awaits staff review. */
export default function ReviewSuccessPage() {
  const { t } = useTranslation('reviews');
  const [params] = useSearchParams();
  const pid = params.get('pid');
  if (!pid) return <Navigate to="/" replace />;
  const catno = params.get('catno') ?? '';
  return (
    <>
      <Breadcrumb items={[{ label: t('successTitle') }]} />
      <section className="container page review-success">
        <h1>{t('successTitle')}</h1>
        <p role="status">{t('successText', { catno })}</p>
        <p>
          <Link className="button" to={`/production/${encodeURIComponent(pid)}`}>
            {t('backToProduct')}
          </Link>{' '}
          <Link className="button button--ghost" to="/rewardcomment">
            {t('rewardLink')}
          </Link>
        </p>
      </section>
    </>
  );
}
