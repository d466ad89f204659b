import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { serverMessage } from '../../../shared/api/serverMessage';
import { Breadcrumb } from '../../../shared/ui/Breadcrumb';
import { useLazyCoaLookupQuery } from '../catalogueApi';
import { hotUrl } from '../hotQuery';
import { productTitle } from '../productName';
import { useLanguage } from '../../../i18n/useLanguage';
import './coaLookup.css';

/**
 * /coa — a lot's certificate of analysis before purchase (issue 35): the catalogue number and the lot number from a
 * vial's label give that lot's certificate; any pair that does not belong together gets the server's one message.
 * `?catno=` fills the catalogue number (the product page links here with its own).
 */
export default function CoaLookupPage() {
  const { t } = useTranslation('lots');
  const { t: catalogue } = useTranslation('catalogue');
  const language = useLanguage();
  const [params] = useSearchParams();
  const [catno, setCatno] = useState(params.get('catno') ?? '');
  const [lot, setLot] = useState('');
  const [missing, setMissing] = useState(false);
  const [lookup, { data: answer, error, isFetching, isError }] = useLazyCoaLookupQuery();
  const data = answer?.found;

  useEffect(() => {
    document.title = t('lookup.title');
  }, [t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const asked = { catno: catno.trim(), lot: lot.trim() };
    setMissing(!asked.catno || !asked.lot);
    if (asked.catno && asked.lot) void lookup(asked);
  };

  return (
    <>
      <Breadcrumb items={[{ label: catalogue('hot.crumb'), to: hotUrl(null) }, { label: t('lookup.title') }]} />
      <section className="container page coa-lookup">
        <h1>{t('lookup.title')}</h1>
        <p>{t('lookup.intro')}</p>
        <form className="coa-lookup__form" onSubmit={submit} noValidate>
          <div className="coa-lookup__field">
            <label htmlFor="coa-catno">{t('lookup.catno')}</label>
            <input id="coa-catno" name="catno" value={catno} maxLength={40} autoComplete="off" placeholder="AB-10001" onChange={(e) => setCatno(e.target.value)} />
          </div>
          <div className="coa-lookup__field">
            <label htmlFor="coa-lot">{t('lookup.lot')}</label>
            <input id="coa-lot" name="lot" value={lot} maxLength={40} autoComplete="off" placeholder="L2026-01" onChange={(e) => setLot(e.target.value)} />
          </div>
          <button type="submit" className="button" disabled={isFetching}>{isFetching ? t('lookup.searching') : t('lookup.submit')}</button>
        </form>
        {missing && <p className="error-text" role="alert">{t('lookup.needBoth')}</p>}
        {!missing && !isFetching && isError && <p className="error-text" role="alert">{serverMessage(error) ?? t('lookup.failed')}</p>}
        {!missing && !isFetching && !isError && answer && !data && <p className="error-text" role="alert">{answer.message || t('lookup.failed')}</p>}
        {!missing && !isFetching && !isError && data && (
          <div className="coa-lookup__found" role="status">
            <p>{t('lookup.found', { catno: data.catno, name: productTitle(data, language).title, lot: data.lotnumber, date: data.expireson })}</p>
            <a className="button" href={data.coa} target="_blank" rel="noopener">{t('lookup.download', { lot: data.lotnumber })}</a>
          </div>
        )}
        <p className="coa-lookup__note">{t('lookup.note')}</p>
      </section>
    </>
  );
}
