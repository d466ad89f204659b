import { useEffect, useMemo, useRef, useState } from 'react';
import { currencyOf } from '@shop/contract';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { showNotice } from '../../shared/ui/notice';
import { serverMessage } from '../../shared/api/serverMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import { useBasketQuery } from '../basket';
import { basketShownLines, OrderLines } from './OrderLines';
import { Address, INVOICE_FIELDS, InvoiceField, useAddressesQuery, useApplyOrderMutation, useRemoveAddressMutation } from './orderingApi';
import { Steps } from './Steps';
import './ordering.css';

/** Where on the form a missing answer is asked: its message is shown there (spec section 5), and the page scrolls to it. */
type Unanswered = { at: 'items' | 'address' | 'invoice'; message: string };

const addressLine = (a: Address) => [a.reccountry, a.recprovince, a.reccity, a.recdistrict, a.recaddr].filter(Boolean).join(' ');

/** /shopcar1?caridlist=..: the order form for the chosen basket rows (spec "Order form"). */
export default function OrderFormPage() {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const carids = useMemo(() => params.getAll('caridlist').map(Number).filter((n) => Number.isInteger(n) && n > 0), [params]);
  const basket = useBasketQuery();
  const addresses = useAddressesQuery();
  const [removeAddress] = useRemoveAddressMutation();
  const [applyOrder, applying] = useApplyOrderMutation();
  const [chosenAddrid, setAddrid] = useState<number | null>(null);
  // The address book's default is picked until the researcher picks another (issue 31).
  const addrid = chosenAddrid ?? addresses.data?.find((a) => a.isdefault === 1)?.addrid ?? null;
  // The invoice is offered in the Chinese interface only (spec); English orders never ask for one.
  const [needTax, setNeedTax] = useState<0 | 1 | null>(language === 'en' ? 0 : null);
  const [invoice, setInvoice] = useState<Record<InvoiceField, string>>(() => Object.fromEntries(INVOICE_FIELDS.map((f) => [f, ''])) as Record<InvoiceField, string>);
  const [note, setNote] = useState('');
  const [poNumber, setPoNumber] = useState('');
  const [institution, setInstitution] = useState('');
  const site = useSiteInfoQuery();
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [unanswered, setUnanswered] = useState<Unanswered | null>(null);
  const sections = { items: useRef<HTMLDivElement>(null), address: useRef<HTMLDivElement>(null), invoice: useRef<HTMLFieldSetElement>(null) };
  useEffect(() => {
    // The question may be far above the button (the invoice choice, the address list): bring it into view.
    if (unanswered) sections[unanswered.at].current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the refs never change
  }, [unanswered]);
  const answered = () => setUnanswered(null);
  const ask = (at: Unanswered['at'], message: string) => setUnanswered({ at, message });
  const unansweredAt = (at: Unanswered['at']) =>
    unanswered?.at === at ? (
      <p className="error-text ordering__unanswered" role="alert">
        {unanswered.message}
      </p>
    ) : null;

  const rows = (basket.data ?? []).filter((row) => carids.includes(row.carid));
  const chosen = addresses.data?.find((a) => a.addrid === addrid);
  const destination = chosen && site.data ? { country: chosen.reccountry, feeUsd: site.data.handlingfee_usd } : null;
  const addressQuery = params.toString();

  const confirmDelete = async () => {
    const address = toDelete;
    setToDelete(null);
    if (!address) return;
    try {
      await removeAddress(address.addrid).unwrap();
      showNotice(t('addressDeleted'));
      if (addrid === address.addrid) setAddrid(null);
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };

  const next = async () => {
    // Spec section 5's messages, each beside the question it is about (a passing notice at the top was easy to miss).
    if (rows.length === 0) return ask('items', t('nothingChosen'));
    if (addrid === null) return ask('address', t('chooseAddress'));
    if (needTax === null) return ask('invoice', t('chooseInvoice'));
    if (needTax === 1 && INVOICE_FIELDS.some((field) => !invoice[field].trim())) return ask('invoice', t('incompleteInvoice'));
    answered();
    try {
      const answer = await applyOrder({
        caridlist: rows.map((r) => r.carid),
        addrid,
        need_tax: needTax,
        note: note.trim(),
        ponumber: poNumber.trim(),
        institution: institution.trim(),
        // The amounts above are in this currency: the order is billed in it, whatever else changes (issue 48).
        currency: currencyOf(language),
        ...(needTax === 1 ? invoice : {}),
      }).unwrap();
      navigate(`/shopcar2?orderList=${answer.orderlistid}`, { replace: true });
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };

  return (
    <>
      <Breadcrumb items={[{ label: t('basket'), to: '/shopcar' }, { label: t('formTitle') }]} />
      <section className="container page ordering">
        <h1>{t('formTitle')}</h1>
        <Steps current={1} />

        <h2>{t('address.title')}</h2>
        {addresses.isLoading && <p role="status">{t('loading')}</p>}
        <div className="table-scroll" ref={sections.address}>
          <table className="ordering-table">
            <thead>
              <tr>
                <th>{t('address.choose')}</th>
                <th>{t('address.receiver')}</th>
                <th>{t('address.phone')}</th>
                <th>{t('address.address')}</th>
                <th>{t('operation')}</th>
              </tr>
            </thead>
            <tbody>
              {(addresses.data ?? []).map((address) => (
                <tr key={address.addrid}>
                  <td>
                    <input
                      type="radio"
                      name="address"
                      aria-label={t('address.use', { name: address.recname, address: addressLine(address) })}
                      checked={addrid === address.addrid}
                      onChange={() => (setAddrid(address.addrid), answered())}
                    />
                  </td>
                  <td>{address.recname}</td>
                  <td>{address.recphone}</td>
                  <td>{addressLine(address)}</td>
                  <td>
                    <button type="button" className="link-button" onClick={() => setToDelete(address)}>
                      {t('delete')}
                    </button>
                  </td>
                </tr>
              ))}
              {addresses.isSuccess && addresses.data.length === 0 && (
                <tr>
                  <td colSpan={5}>{t('address.none')}</td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        {unansweredAt('address')}
        <p>
          <Link to={`/address${addressQuery ? `?${addressQuery}` : ''}`}>{t('address.add')}</Link>
        </p>

        {language === 'zh' && (
          <fieldset className="invoice" ref={sections.invoice} aria-invalid={unanswered?.at === 'invoice' || undefined}>
            <legend>{t('invoice.question')}</legend>
            <label>
              <input type="radio" name="need_tax" checked={needTax === 1} onChange={() => (setNeedTax(1), answered())} /> {t('invoice.yes')}
            </label>
            <label>
              <input type="radio" name="need_tax" checked={needTax === 0} onChange={() => (setNeedTax(0), answered())} /> {t('invoice.no')}
            </label>
            {needTax === 1 && (
              <div className="invoice__fields">
                {INVOICE_FIELDS.map((field) => (
                  <label key={field}>
                    {t(`invoice.${field}`)}
                    <input value={invoice[field]} maxLength={field === 'taxcompanyphone' ? 40 : 200} onChange={(e) => (setInvoice({ ...invoice, [field]: e.target.value }), answered())} />
                  </label>
                ))}
              </div>
            )}
            {unansweredAt('invoice')}
          </fieldset>
        )}

        {/* Issue 31: what a purchasing office needs to approve the order; both optional, checked by the server. */}
        <div className="purchase-order">
          <label>
            {t('purchase.poNumber')}
            <input name="ponumber" value={poNumber} maxLength={40} autoComplete="off" onChange={(e) => setPoNumber(e.target.value)} />
            <small>{t('purchase.poHint')}</small>
          </label>
          <label>
            {t('purchase.institution')}
            <input name="institution" value={institution} maxLength={200} autoComplete="organization" onChange={(e) => setInstitution(e.target.value)} />
          </label>
        </div>

        <label className="order-note">
          {t('note')}
          <textarea rows={3} maxLength={500} value={note} onChange={(e) => setNote(e.target.value)} />
        </label>

        <h2>{t('items.title')}</h2>
        <div ref={sections.items}>{unansweredAt('items') ?? (basket.isSuccess && rows.length === 0 && <p className="error-text">{t('nothingChosen')}</p>)}</div>
        <OrderLines {...basketShownLines(rows, language, destination)} />

        <div className="ordering__actions">
          <Link className="button button--ghost" to="/shopcar">
            {t('back')}
          </Link>
          {/* This button places the order (and mails it): it says so, rather than "next". */}
          <button type="button" className="button" disabled={applying.isLoading} onClick={() => void next()}>
            {t('placeOrder')}
          </button>
        </div>
        <ConfirmDialog open={toDelete !== null} question={t('address.confirmDelete')} onYes={() => void confirmDelete()} onNo={() => setToDelete(null)} />
      </section>
    </>
  );
}
