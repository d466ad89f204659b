import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { storedLanguage, switchLanguage } from '../../i18n/language';
import { ArticlePage } from './ArticlePage';
import { InfoFrame } from './InfoFrame';
import { ContactDetails } from './SiteDetails';

const SECTIONS = ['about', 'support', 'sales', 'scientist', 'apply'] as const;

/**
 * /jobget — careers are a Chinese-interface page (spec). In English the page stays reachable but
 * says so, offering the Chinese version or the contact page instead of a silent redirect.
 */
export default function JobGetPage() {
  const { t } = useTranslation('info');
  if (storedLanguage() === 'en') {
    return (
      <InfoFrame title={t('jobget.title')}>
        <p>{t('jobget.chineseOnly')}</p>
        <p className="info-actions">
          <button type="button" className="button" onClick={() => switchLanguage('zh')} lang="zh-CN">
            {t('jobget.readInChinese')}
          </button>
          <Link className="button button--ghost" to="/contactus">
            {t('jobget.contact')}
          </Link>
        </p>
      </InfoFrame>
    );
  }
  return <ArticlePage page="jobget" sections={SECTIONS} extras={{ apply: <ContactDetails /> }} />;
}
