import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { hotUrl } from '../hotQuery';
import '../catalogue.css';
import { CATEGORY_SAMPLES, CategoryKey } from './categorySamples';

/** /category: the spec's static page — radio choice of category and a sample list, not wired to the server. */
export default function CategoryPage() {
  const { t } = useTranslation('catalogue');
  const [category, setCategory] = useState<CategoryKey>('primary');
  const current = CATEGORY_SAMPLES.find((c) => c.key === category) ?? CATEGORY_SAMPLES[0];
  useEffect(() => {
    document.title = t('category.title');
  }, [t]);

  return (
    <>
      <Breadcrumb items={[{ label: t('category.title') }]} />
      <section className="container page productsel category-page">
        <h1>{t('category.title')}</h1>
        <fieldset className="category-choice">
          <legend>{t('category.choose')}</legend>
          {CATEGORY_SAMPLES.map((c) => (
            <label key={c.key}>
              <input type="radio" name="category" value={c.key} checked={c.key === category} onChange={() => setCategory(c.key)} />
              <span>{t(`category.names.${c.key}`)}</span>
            </label>
          ))}
        </fieldset>
        <p>{t(`category.texts.${current.key}`)}</p>
        <div className="table-scroll">
          <table className="productsel-table">
            <caption className="visually-hidden">{t(`category.names.${current.key}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t('fields.productname')}</th>
                <th scope="col">{t('fields.catno')}</th>
                <th scope="col">{t('fields.application')}</th>
                <th scope="col">{t('fields.reactivity')}</th>
              </tr>
            </thead>
            <tbody>
              {current.samples.map((s) => (
                <tr key={s.catno}>
                  <td>{s.name}</td>
                  <td>{s.catno}</td>
                  <td>{s.application}</td>
                  <td>{s.reactivity}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>
          <Link className="button" to={hotUrl(current.search, current.filters)}>{t('category.more')}</Link>
        </p>
      </section>
    </>
  );
}
