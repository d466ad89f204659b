import { ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { failureStatus } from '../../../shared/api/serverMessage';
import { Link, NavLink, useNavigate } from 'react-router';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { showNotice } from '../../../shared/ui/notice';
import { useReviewQueueQuery } from '../reviews/reviewQueueApi';
import './staff.css';

/**
 * The staff area's frame: navigation plus an access check. The server guards every staff call;
 * this only decides what to show: the login page for visitors, a refusal for customers.
 */
export function StaffShell({ title, children }: { title: string; children: ReactNode }) {
  // The menu names other staff pages in their namespaces: load them here too, whichever page opens first.
  const { t } = useTranslation(['admin', 'staffContent', 'catalogueAdmin']);
  const navigate = useNavigate();
  const access = useReviewQueueQuery({ status: 'pending', page: 1 });
  const status = failureStatus(access.error);

  useEffect(() => {
    if (status === 401) {
      showNotice(t('pleaseLogin'), 'error', { leadsToPage: true });
      navigate('/login', { replace: true });
    }
  }, [status, navigate, t]);

  if (access.isLoading || status === 401) return <p className="container page" role="status">{t('loading')}</p>;
  if (access.isError) {
    return (
      <section className="container page">
        <h1>{t('title')}</h1>
        <p className="error-text" role="alert">
          {status === 403 ? t('staffOnly') : t('unavailable')}
        </p>
      </section>
    );
  }

  const pending = access.data?.total ?? 0;
  return (
    <>
      <Breadcrumb items={[{ label: t('title'), to: '/admin' }, { label: title }]} />
      <div className="container page staff-area">
        <nav className="staff-area__nav" aria-label={t('navLabel')}>
          <NavLink to="/admin/reviews">
            {t('nav.reviews')} {pending > 0 && <span className="staff-area__badge">{pending}</span>}
          </NavLink>
          <NavLink to="/admin/promotions">{t('nav.promotions')}</NavLink>
          <NavLink to="/admin/requirements">{t('nav.requirements')}</NavLink>
          <NavLink to="/admin/distributors">{t('staffContent:nav.distributors')}</NavLink>
          <NavLink to="/admin/carousel">{t('staffContent:nav.carousel')}</NavLink>
          <NavLink to="/admin/catalogue" end>{t('catalogueAdmin:nav.import')}</NavLink>
          <NavLink to="/admin/catalogue/products">{t('catalogueAdmin:nav.products')}</NavLink>
          <NavLink to="/admin/catalogue/vocabularies">{t('catalogueAdmin:nav.vocabularies')}</NavLink>
          <NavLink to="/admin/catalogue/targetnames">{t('catalogueAdmin:nav.targetNames')}</NavLink>
          <Link to="/admin/orders">{t('nav.orders')}</Link>
          <NavLink to="/admin/carriers">{t('nav.carriers')}</NavLink>
          <NavLink to="/admin/searches">{t('nav.searchMisses')}</NavLink>
          <a href="/admin/queues">{t('nav.queues')}</a>
        </nav>
        <section className="staff-area__main">
          <h1>{title}</h1>
          {children}
        </section>
      </div>
    </>
  );
}
