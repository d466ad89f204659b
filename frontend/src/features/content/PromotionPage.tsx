import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import '../../shared/ui/richText.css';
import { useLanguage } from '../../i18n/useLanguage';
import { usePromotionTextQuery } from './contentApi';
import './content.css';

/**
 * /texttemp/{textid} — a sales activity in the interface language. The HTML was sanitised by the
 * server when staff saved it, which is what makes rendering it as HTML acceptable here.
 */
export default function PromotionPage() {
  const { t } = useTranslation('content');
  const language = useLanguage();
  const { textid = '' } = useParams();
  const id = /^\d+$/.test(textid) ? Number(textid) : NaN;
  const promotion = usePromotionTextQuery(id, { skip: Number.isNaN(id) });
  if (Number.isNaN(id)) return <Navigate to="/" replace />;
  const data = promotion.data;
  const en = language === 'en';
  const title = data ? (en ? data.textname_en : data.textname_ch) : t('promotion.title');
  return (
    <>
      <Breadcrumb items={[{ label: t('promotion.title') }, ...(data ? [{ label: title }] : [])]} />
      <article className="container page promotion">
        {promotion.isLoading && <p role="status">{t('loading')}</p>}
        {(promotion.isError || promotion.data === null) && (
          <>
            <h1>{t('promotion.title')}</h1>
            <p>{t('promotion.missing')}</p>
          </>
        )}
        {data && (
          <>
            <h1>{title}</h1>
            {data.imagefile && <img className="promotion__banner" src={data.imagefile} alt="" />}
            <div className="promotion__body rich-text" dangerouslySetInnerHTML={{ __html: en ? data.textedit_en : data.textedit_ch }} />
          </>
        )}
      </article>
    </>
  );
}
