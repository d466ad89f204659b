import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../i18n/useLanguage';
import { COMPARED_FIELDS, textInLanguage } from '@shop/contract';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { Product, useProductInfoQuery } from '../catalogueApi';
import { hotUrl } from '../hotQuery';
import { productTitle } from '../productName';
import { listOf } from '../tags';
import { imageUrl } from '../../../shared/catalogue/imageUrl';
import { formatPrice } from '../../../shared/money/price';
import { sizeOptions } from '../product/BuyBox';
import '../catalogue.css';
import { clearCompare, removeFromCompare, useComparedProducts } from './compareStore';

type Row = { key: string; value: (p: Product) => string };

const stored = (p: Product, wire: string): string => String(p[wire as keyof Product] ?? '');

/** /compare: the chosen products side by side, one attribute per row. */
export default function ComparePage() {
  const { t } = useTranslation('catalogue');
  const chosen = useComparedProducts();
  const language = useLanguage();
  const values = useCatalogueValues();
  // At most four products: one query per column keeps the hooks' order fixed.
  const q0 = useProductInfoQuery(chosen[0]?.pid ?? skipToken);
  const q1 = useProductInfoQuery(chosen[1]?.pid ?? skipToken);
  const q2 = useProductInfoQuery(chosen[2]?.pid ?? skipToken);
  const q3 = useProductInfoQuery(chosen[3]?.pid ?? skipToken);
  const answers = [q0, q1, q2, q3].slice(0, chosen.length);

  useEffect(() => {
    document.title = t('compare.title');
  }, [t]);

  const rows: Row[] = [
    // The compared attributes, in the declaration's order: vocabulary values by their label, free texts in the page's language.
    ...COMPARED_FIELDS.map((field) => ({
      key: field.wire,
      value: (p: Product) => {
        if (field.vocabulary) return values.list(field.vocabulary, stored(p, field.wire));
        // The evidence the shop names itself (KO-validated, own data, publications, reviews), in the page's language.
        if (field.wire === 'evidence') return listOf(stored(p, field.wire)).map((v) => t(`filters.values.evidence.${v}`)).join(language === 'zh' ? '、' : ', ');
        return textInLanguage(field, language, (wire) => stored(p, wire));
      },
    })),
    { key: 'citations', value: (p: Product) => (p.citations > 0 ? t('compare.citationCount', { count: p.citations }) : '') },
    {
      key: 'sizes',
      value: (p: Product) =>
        sizeOptions(p)
          .map((o) => (o.price != null ? `${o.size}: ${formatPrice(o.price, language)}` : o.size))
          .join(' / '),
    },
  ];

  return (
    <>
      <Breadcrumb items={[{ label: t('hot.crumb'), to: hotUrl(null) }, { label: t('compare.title') }]} />
      <section className="container page compare-page">
        <h1>{t('compare.title')}</h1>
        {chosen.length === 0 ? (
          <p>
            {t('compare.empty')} <Link to={hotUrl(null)}>{t('compare.browse')}</Link>
          </p>
        ) : (
          <>
            <div className="table-scroll">
              <table className="compare-table">
                <caption className="visually-hidden">{t('compare.caption')}</caption>
                <thead>
                  <tr>
                    <td />
                    {chosen.map((c, i) => {
                      const product = answers[i]?.data?.data;
                      const picture = answers[i]?.data?.imginfo?.[0]?.imagepath;
                      return (
                        <th key={c.pid} scope="col">
                          <img src={imageUrl(picture)} alt="" width="160" height="120" />
                          <Link to={`/production/${c.pid}`}>{product ? productTitle(product, language).title : c.productname}</Link>
                          {product && productTitle(product, language).secondary && (
                            <span className="compare-table__subtitle" lang="en">{productTitle(product, language).secondary}</span>
                          )}
                          <button type="button" className="button button--ghost" onClick={() => removeFromCompare(c.pid)}>
                            {t('compare.removeShort')}
                          </button>
                        </th>
                      );
                    })}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.key}>
                      <th scope="row">{t(row.key === 'sizes' || row.key === 'citations' ? `compare.${row.key}` : `fields.${row.key}`)}</th>
                      {chosen.map((c, i) => {
                        const product = answers[i]?.data?.data;
                        return <td key={c.pid}>{product ? row.value(product) || '—' : '…'}</td>;
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <button type="button" className="button button--ghost" onClick={clearCompare}>{t('compare.clear')}</button>
          </>
        )}
      </section>
    </>
  );
}
