import { useTranslation } from 'react-i18next';
import { Breadcrumb } from './Breadcrumb';

/** Honest placeholder for a route whose feature has not shipped yet. */
export function ComingSoon({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('layout');
  const title = t(`pages.${titleKey}`);
  return (
    <>
      <Breadcrumb items={[{ label: title }]} />
      <section className="container page coming-soon">
        <h1>{title}</h1>
        <p>{t('comingSoon.text')}</p>
      </section>
    </>
  );
}
