import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Filters, hotUrl } from '../features/catalogue';
import { useLanguage } from '../i18n/useLanguage';
import { useSiteInfoQuery } from '../shared/api/siteApi';

const COLUMNS = [
  { key: 'about', links: [['/contactus', 'contactus'], ['/jobget', 'jobget'], ['/link', 'distributors'], ['/goumai', 'goumai']] },
  { key: 'support', links: [['/protocol/detail', 'protocols'], ['/techfaq', 'techfaq'], ['/feedback', 'feedback'], ['/help', 'help']] },
  { key: 'service', links: [['/customerguide', 'customerguide'], ['/qualityassurance', 'qualityassurance'], ['/packingreuse', 'packingreuse'], ['/rewardcomment', 'rewardcomment']] },
] as const;

const CATEGORIES: Array<[string, Filters]> = [
  ['primary', { producttype: ['Primary Antibody'] }],
  ['secondary', { producttype: ['Secondary Antibody'] }],
  ['control', { producttype: ['Loading Control Antibody'] }],
  ['tag', { producttype: ['Tag Antibody'] }],
  ['zebrafish', { reactivity: ['Zebrafish'] }],
  ['plant', { reactivity: ['Plants'] }],
];

export function Footer() {
  const { t } = useTranslation('layout');
  const { data: site } = useSiteInfoQuery();
  const chinese = useLanguage() === 'zh';

  return (
    <footer className="site-footer">
      <div className="container site-footer__columns">
        {COLUMNS.map((column) => (
          <section key={column.key}>
            <h2>{t(`footer.${column.key}`)}</h2>
            <ul>
              {column.links
                .filter(([to]) => chinese || to !== '/jobget')
                .map(([to, key]) => (
                  <li key={to}><Link to={to}>{t(`footer.links.${key}`)}</Link></li>
                ))}
            </ul>
          </section>
        ))}
        <section>
          <h2>{t('footer.products')}</h2>
          <ul>
            {CATEGORIES.map(([key, filters]) => (
              <li key={key}><Link to={hotUrl(null, filters)}>{t(`footer.categories.${key}`)}</Link></li>
            ))}
          </ul>
        </section>
      </div>
      <div className="site-footer__legal">
        <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
        {chinese && site?.filingnumber && <p>{site.filingnumber}</p>}
      </div>
    </footer>
  );
}
