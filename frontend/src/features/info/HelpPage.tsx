import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InfoFrame } from './InfoFrame';
import { PROTOCOL_KINDS } from './protocols';

/** Hub groups: each entry is a route and the layout page name its menus already use. */
const GROUPS = [
  { key: 'technical', pages: [['/protocol/detail', 'protocols'], ['/techfaq', 'techfaq'], ['/feedback', 'feedback'], ['/safe', 'safe']] },
  { key: 'ordering', pages: [['/customerguide', 'customerguide'], ['/goumai', 'goumai'], ['/qualityassurance', 'qualityassurance'], ['/packingreuse', 'packingreuse']] },
  { key: 'reviews', pages: [['/pinlun', 'pinlun'], ['/rewardcomment', 'rewardcomment']] },
  { key: 'company', pages: [['/contactus', 'contactus'], ['/link', 'link'], ['/xuqiu', 'xuqiu'], ['/jobget', 'jobget']] },
] as const;

/** /help — the support hub linking to every information page. */
export default function HelpPage() {
  const { t } = useTranslation(['info', 'layout', 'protocols']);
  return (
    <InfoFrame title={t('layout:pages.help')} lead={<p>{t('help.intro')}</p>}>
      {GROUPS.map((group) => (
        <section key={group.key} className="info-hub" aria-labelledby={`help-${group.key}`}>
          <h2 id={`help-${group.key}`}>{t(`help.groups.${group.key}`)}</h2>
          <ul className="info-cards">
            {group.pages.map(([to, page]) => (
              <li key={to}>
                <h3>
                  <Link to={to}>{t(`layout:pages.${page}`)}</Link>
                </h3>
                <p>{t(`help.pages.${page}`)}</p>
                {page === 'protocols' && (
                  <ul className="info-hub__protocols" aria-label={t('layout:pages.protocols')}>
                    {PROTOCOL_KINDS.map((kind) => (
                      <li key={kind}>
                        <Link to={`/protocol/${kind}`}>{t(`protocols:${kind}.short`)}</Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </InfoFrame>
  );
}
