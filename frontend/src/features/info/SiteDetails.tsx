import { useTranslation } from 'react-i18next';
import { storedLanguage } from '../../i18n/language';
import { useSiteInfoQuery } from '../../shared/api/siteApi';

/** The company's address, phone and e-mail, from the server's site configuration. */
export function ContactDetails() {
  const { t } = useTranslation('info');
  const { data, isError } = useSiteInfoQuery();
  if (isError) return <p className="error-text" role="alert">{t('site.error')}</p>;
  if (!data) return <p role="status">{t('site.loading')}</p>;
  return (
    <dl className="info-dl info-contact">
      <div>
        <dt>{t('site.address')}</dt>
        <dd>{storedLanguage() === 'en' ? data.address_en : data.address_ch}</dd>
      </div>
      <div>
        <dt>{t('site.phone')}</dt>
        <dd><a href={`tel:${data.phone.replace(/[^\d+]/g, '')}`}>{data.phone}</a></dd>
      </div>
      <div>
        <dt>{t('site.email')}</dt>
        <dd><a href={`mailto:${data.email}`}>{data.email}</a></dd>
      </div>
    </dl>
  );
}

/** Bank details for transfers, the account name and bank in the page's language (issue 31); the payment step of the order shows the same. */
export function BankDetails() {
  const { t } = useTranslation('info');
  const { data, isError } = useSiteInfoQuery();
  if (isError) return <p className="error-text" role="alert">{t('site.error')}</p>;
  if (!data) return <p role="status">{t('site.loading')}</p>;
  const rows: [string, string][] = [
    [t('site.bank.accountname'), storedLanguage() === 'en' ? data.bank.accountname : data.bank.accountname_ch],
    [t('site.bank.bankname'), storedLanguage() === 'en' ? data.bank.bankname : data.bank.bankname_ch],
    [t('site.bank.accountnumber'), data.bank.accountnumber],
    [t('site.bank.swift'), data.bank.swift],
  ];
  return (
    <dl className="info-dl info-bank" aria-label={t('site.bank.label')}>
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
