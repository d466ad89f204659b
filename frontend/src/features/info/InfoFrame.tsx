import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumb, type Crumb } from '../../shared/ui/Breadcrumb';
import './info.css';

interface Props {
  title: string;
  /** Pages between home and this one, e.g. the protocol index above a protocol. */
  parents?: Crumb[];
  lead?: ReactNode;
  children: ReactNode;
}

/** Breadcrumb, h1 and document title shared by every information page. */
export function InfoFrame({ title, parents = [], lead, children }: Props) {
  const { t } = useTranslation('layout');
  useEffect(() => {
    document.title = `${title} - ${t('brand.name')}`;
  }, [title, t]);
  return (
    <>
      <Breadcrumb items={[...parents, { label: title }]} />
      <article className="container page info-page">
        <header className="info-page__head">
          <h1>{title}</h1>
          {lead}
        </header>
        {children}
      </article>
    </>
  );
}
