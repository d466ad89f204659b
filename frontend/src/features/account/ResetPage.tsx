import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import './account.css';

/** Spec: /reset only leads to /login. Shown after a successful password reset. */
export default function ResetPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <Breadcrumb items={[{ label: t('reset.title') }]} />
      <section className="container page account-page">
        <h1>{t('reset.title')}</h1>
        <p className="ok-text" role="status">{t('reset.text')}</p>
        <Link className="button" to="/login">{t('reset.toLogin')}</Link>
      </section>
    </>
  );
}
