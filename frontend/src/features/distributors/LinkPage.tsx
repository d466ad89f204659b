import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import { useLanguage } from '../../i18n/useLanguage';
import { Distributor, useAgentInfoQuery } from './distributorsApi';
import './link.css';

/** Only http(s) addresses become links; anything else is shown as text. */
function safeWebsite(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function DistributorTable({ rows }: { rows: Distributor[] }) {
  const { t } = useTranslation('distributors');
  return (
    <div className="link-page__table-wrap">
      <table className="link-page__table">
        <caption className="visually-hidden">{t('tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('columns.count')}</th>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.address')}</th>
            <th scope="col">{t('columns.website')}</th>
            <th scope="col">{t('columns.email')}</th>
            <th scope="col">{t('columns.telephone')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d, index) => {
            const website = safeWebsite(d.website);
            return (
              <tr key={d.agentid}>
                <td>{index + 1}</td>
                <td>{d.agentname}</td>
                <td>{d.adress}</td>
                <td>{website ? <a href={website} target="_blank" rel="noopener noreferrer">{d.website}</a> : d.website}</td>
                <td>{d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : ''}</td>
                <td>{d.telephone}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** /link and /link/?province= — company contact details and distributors by province. */
export default function LinkPage() {
  const { t } = useTranslation('distributors');
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const queried = params.get('province') ?? '';
  const site = useSiteInfoQuery();
  const all = useAgentInfoQuery(undefined);
  const chosen = useAgentInfoQuery(queried, { skip: !queried });

  const provinces = all.data?.province2 ?? [];
  // The query may name the province in the other language; the answer's rows name it in ours.
  const selected = provinces.find((p) => p.province === queried)?.province ?? chosen.data?.data[0]?.province ?? '';
  const rows = queried ? (chosen.data?.data ?? []) : [];
  const websites = [...new Map((all.data?.data ?? []).filter((d) => safeWebsite(d.website)).map((d) => [d.website, d])).values()];
  const address = language === 'en' ? site.data?.address_en : site.data?.address_ch;

  return (
    <>
      <Breadcrumb items={[{ label: t('title') }]} />
      <section className="container page link-page">
        <h1>{t('title')}</h1>
        <div className="link-page__company">
          <h2>{t('company')}</h2>
          <dl>
            <dt>{t('address')}</dt>
            <dd>{address}</dd>
            <dt>{t('phone')}</dt>
            <dd>{site.data?.phone}</dd>
            <dt>{t('email')}</dt>
            <dd>{site.data?.email && <a href={`mailto:${site.data.email}`}>{site.data.email}</a>}</dd>
          </dl>
        </div>

        <details className="link-page__panel" open={Boolean(queried)} key={queried ? 'open' : 'closed'}>
          <summary>{t('findDistributor')}</summary>
          <label className="link-page__province">
            {t('province')}{' '}
            <select
              value={selected}
              onChange={(e) => setParams(e.target.value ? { province: e.target.value } : {}, { replace: true })}
            >
              <option value="">{t('chooseProvince')}</option>
              {/* The asked province's rows may come before the list of every province: it is chosen all the same. */}
              {selected && !provinces.some((p) => p.province === selected) && <option value={selected}>{selected}</option>}
              {provinces.map((p) => (
                <option key={`${p.enorch}-${p.province}`} value={p.province}>
                  {p.province}
                </option>
              ))}
            </select>
          </label>
          {queried && chosen.data?.unknownProvince && <p role="status">{t('unknownProvince')}</p>}
          {queried && chosen.data?.unknownProvince === false && rows.length === 0 && <p role="status">{t('noDistributor')}</p>}
          {rows.length > 0 && (
            <>
              <h3>{t('inProvince', { province: selected || queried, count: rows.length })}</h3>
              <DistributorTable rows={rows} />
            </>
          )}
        </details>

        {websites.length > 0 && (
          <div className="link-page__websites">
            <h2>{t('websites')}</h2>
            <ul>
              {websites.map((d) => (
                <li key={d.website}>
                  <a href={safeWebsite(d.website)!} target="_blank" rel="noopener noreferrer">
                    {d.agentname}
                  </a>{' '}
                  <span className="link-page__province-tag">{d.province}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </>
  );
}
