import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec section 8, search code 300. */
export function EmptyState() {
  const { t } = useTranslation('catalogue');
  return (
    <div className="empty-state" role="status">
      <p>{t('results.empty')}</p>
      <Link className="button" to="/xuqiu">{t('results.tellUs')}</Link>
    </div>
  );
}
