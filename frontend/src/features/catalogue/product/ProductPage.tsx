import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { failureStatus } from '../../../shared/api/serverMessage';
import { useProductInfoQuery, useReviewsQuery } from '../catalogueApi';
import { CompareBar } from '../compare/CompareBar';
import { CompareToggle } from '../compare/CompareToggle';
import { hotUrl } from '../hotQuery';
import { listOf } from '../tags';
import { BuyBox } from './BuyBox';
import { DiscontinuedBanner } from './DiscontinuedBanner';
import { EvidenceMatrix } from './EvidenceMatrix';
import { Gallery } from './Gallery';
import { ProductJsonLd } from './ProductJsonLd';
import { ProductNotFound } from './ProductNotFound';
import { productIdOf } from './productHead';
import { ProductRrid } from './ProductRrid';
import { ProductSections } from './ProductSections';
import { ProvinceFinder } from './ProvinceFinder';
import { References } from './References';
import { RelatedProducts } from './RelatedProducts';
import { ReviewList } from './ReviewList';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { useLanguage } from '../../../i18n/useLanguage';
import { productTitle } from '../productName';
import { protocolPath } from '../../info';
import '../catalogue.css';

/** /production/:pid — spec "Product detail"; an unknown product (to the product or the review call) is the not-found page, with a search for what was typed. */
export default function ProductPage() {
  const { t, i18n } = useTranslation('catalogue');
  const { t: lotTexts } = useTranslation('lots');
  const values = useCatalogueValues();
  const language = useLanguage();
  const { pid: rawPid } = useParams();
  const pid = productIdOf(rawPid);
  const valid = pid !== null;
  const info = useProductInfoQuery(pid ?? 0, { skip: !valid });
  const reviews = useReviewsQuery(pid ?? 0, { skip: !valid });
  const product = info.data?.data ?? undefined;
  // zh pages title a product by its Chinese name where it has one, the English name beneath (issue 30).
  const name = product ? productTitle(product, language) : undefined;
  const title = name?.title;

  useEffect(() => {
    // The server's title for the page (seo namespace), kept when the browser moves to another product.
    if (product && title) document.title = i18n.t('product.title', { ns: 'seo', name: title, catno: product.catno });
  }, [product, title, i18n]);

  const unknown =
    !valid ||
    (info.data && !info.data.data) ||
    failureStatus(info.error) === 404 ||
    reviews.data === null;
  // The server renders this too, answering 404 (productHead).
  if (unknown) return <ProductNotFound typed={rawPid ?? ''} />;

  if (info.isError) {
    return (
      <div className="container page">
        <p className="error-text" role="alert">{t('product.failed')}</p>
        <button type="button" className="button" onClick={() => info.refetch()}>{t('hot.retry')}</button>
      </div>
    );
  }
  if (!product || !name) return <p className="container page" role="status">{t('product.loading')}</p>;

  const images = info.data?.imginfo ?? [];
  const applications = listOf(product.application);

  return (
    <>
      <Breadcrumb items={[{ label: t('hot.crumb'), to: hotUrl(null) }, { label: name.title }]} />
      <article className="container page product-page">
        <ProductJsonLd product={product} images={images} />
        {product.status === 'discontinued' && <DiscontinuedBanner replacement={product.replacement} alternatives={product.alternatives} />}
        <div className="product-top">
          <Gallery images={images} productName={name.title} />
          <div className="product-summary">
            <h1>{name.title}</h1>
            {name.secondary && <p className="product-summary__subtitle" lang="en">{name.secondary}</p>}
            <dl className="facts product-summary__facts">
              <div><dt>{t('fields.catno')}</dt><dd data-testid="catno">{product.catno}</dd></div>
              {product.rrid && <ProductRrid rrid={product.rrid} />}
              {product.host && <div><dt>{t('fields.host')}</dt><dd>{values.label('host', product.host)}</dd></div>}
              {applications.length > 0 && (
                <div>
                  <dt>{t('fields.application')}</dt>
                  <dd>
                    <ul className="tag-icons">
                      {applications.map((a) => {
                        // Each application leads to its protocol's section (issue 35), where the shop has one.
                        const protocol = protocolPath(a);
                        const label = values.label('application', a);
                        return (
                          <li key={a} className="tag-icon">
                            {protocol ? <Link to={protocol} title={t('product.protocol', { application: label })}>{label}</Link> : label}
                          </li>
                        );
                      })}
                    </ul>
                  </dd>
                </div>
              )}
              {/* Issue 48: "tested" said, so a species in this line is never read as a prediction (the datasheet says the same). */}
              {product.reactivity && <div><dt>{t('product.testedReactivity')}</dt><dd data-testid="tested-reactivity">{values.list('reactivity', product.reactivity)}</dd></div>}
              {/* Species predicted by homology, never tested, kept apart from the tested ones (issue 35). */}
              {product.predictedreactivity && <div><dt>{t('fields.predictedreactivity')}</dt><dd data-testid="predicted-reactivity">{values.list('reactivity', product.predictedreactivity)}</dd></div>}
              {product.clonality && <div><dt>{t('fields.clonality')}</dt><dd>{values.label('clonality', product.clonality)}</dd></div>}
            </dl>
            <BuyBox product={product} />
            <div className="product-summary__links">
              <CompareToggle product={{ pid: product.pid, productname: product.productname, catno: product.catno }} />
              <a className="button button--ghost" href={`/api/iteminfo/datasheet/?pid=${product.pid}&lang=${language}`} target="_blank" rel="noopener">
                {t('product.datasheet')}
              </a>
              <Link className="button button--ghost" to={`/coa?catno=${encodeURIComponent(product.catno)}`}>{lotTexts('lookup.productLink')}</Link>
              {/* Safety data sheets (issue 35): the page's language first. */}
              {(language === 'zh' ? (['zh', 'en'] as const) : (['en', 'zh'] as const)).map((sheetLanguage) => {
                const sheet = product.sds?.[sheetLanguage];
                return sheet ? (
                  <a key={sheetLanguage} className="button button--ghost" href={sheet.url} target="_blank" rel="noopener">
                    {t(`product.sds_${sheetLanguage}`)}
                  </a>
                ) : null;
              })}
            </div>
            <ProvinceFinder />
          </div>
        </div>
        <EvidenceMatrix product={product} />
        <RelatedProducts related={product.recommendinfo} />
        <ProductSections product={product} images={images} />
        <References product={product} />
        <ReviewList pid={product.pid} reviews={reviews.data ?? []} />
        <p>
          <Link to={hotUrl(null)}>{t('product.backToList')}</Link>
        </p>
      </article>
      <CompareBar />
    </>
  );
}
