import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from './Breadcrumb';

export function NotFound() {
  const { t } = useTranslation('layout');
  return (
    <>
      <Breadcrumb items={[{ label: t('notFound.title') }]} />
      <section className="container page">
        <h1>{t('notFound.title')}</h1>
        <p>{t('notFound.text')}</p>
        <Link className="button" to="/">{t('notFound.home')}</Link>
      </section>
    </>
  );
}
