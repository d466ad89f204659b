import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { hotUrl } from '../hotQuery';
import '../catalogue.css';
import { TAG_GROUPS } from './tagTargets';

const PRODUCT_TYPE = 'Tag Antibody';

export default function TagPage() {
  const { t } = useTranslation('catalogue');
  useEffect(() => {
    document.title = t('tagPage.title');
  }, [t]);
  return (
    <>
      <Breadcrumb items={[{ label: t('hot.crumb'), to: hotUrl(null) }, { label: t('tagPage.title') }]} />
      <section className="container page productsel">
        <h1>{t('tagPage.title')}</h1>
        <p>{t('tagPage.intro')}</p>
        <div className="tag-groups">
          {TAG_GROUPS.map(({ group, tags }) => (
            <section key={group} className="tag-group" aria-labelledby={`tag-${group}`}>
              <h2 id={`tag-${group}`}>{t(`tagPage.groups.${group}`)}</h2>
              <table className="productsel-table">
                <thead>
                  <tr>
                    <th scope="col">{t('tagPage.tag')}</th>
                    <th scope="col">{t(`tagPage.detail.${group}`)}</th>
                  </tr>
                </thead>
                <tbody>
                  {tags.map((tag) => (
                    <tr key={tag.name}>
                      <td>
                        <Link to={hotUrl(tag.name, { producttype: [PRODUCT_TYPE] })}>{t('tagPage.antibody', { tag: tag.name })}</Link>
                      </td>
                      <td className="sequence">{tag.detail}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>
        <p>
          <Link className="button" to={hotUrl(null, { producttype: [PRODUCT_TYPE] })}>{t('tagPage.all')}</Link>
        </p>
      </section>
    </>
  );
}
