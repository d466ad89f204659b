import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { formatTime } from '../../i18n/formatTime';
import { useLanguage } from '../../i18n/useLanguage';
import { OrderAgain } from './OrderAgain';
import { OrderLines, orderShownLines, orderTotals } from './OrderLines';
import { TrackingNumber } from './TrackingNumber';
import { useOrderQuery } from './orderingApi';
import { InvoiceStatus, OrderStatus } from './OrderStatus';
import { ShippedLines } from './ShippedLines';
import './ordering.css';
import { orderNumber, type ProformaQuery } from '@shop/contract';

/** /detail?orderlistid=: one order, loaded by id (the URL never carries the order itself). */

/** The pro-forma link's query, in the contract's words: the order and the page's language. */
const proformaQuery = (query: ProformaQuery) => new URLSearchParams({ orderlistid: String(query.orderlistid), lang: query.lang });

export default function OrderDetailPage() {
  const { t } = useTranslation('ordering');
  const { t: lots } = useTranslation('lots');
  const language = useLanguage();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderlistid') ?? params.get('orderList'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useOrderQuery(orderId, { skip: !valid });
  const detail = order.data;
  return (
    <>
      <Breadcrumb items={[{ label: t('orders.title'), to: '/order' }, { label: t('detail.title') }]} />
      <section className="container page ordering">
        <h1>{t('detail.title')}</h1>
        {order.isLoading && <p role="status">{t('loading')}</p>}
        {(!valid || (order.isSuccess && !detail)) && <p className="error-text">{t('detail.notFound')}</p>}
        {order.isError && <p className="error-text" role="alert">{t('failed')}</p>}
        {detail && (
          <>
            <dl className="order-facts">
              <dt>{t('orders.id')}</dt>
              <dd data-testid="order-id">{orderNumber(detail.maininfo.orderlistid)}</dd>
              <dt>{t('orders.time')}</dt>
              <dd>{formatTime(detail.maininfo.committime, language)}</dd>
              <dt>{t('orders.status')}</dt>
              <dd data-testid="order-status">
                <OrderStatus main={detail.maininfo} /> <InvoiceStatus main={detail.maininfo} />
                {detail.maininfo.is_shipped === 1 && <small className="order-facts__note">{lots('ship.shippedAt', { time: formatTime(detail.maininfo.shippedtime, language) })}</small>}
                {detail.maininfo.is_shipped === 1 && <TrackingNumber main={detail.maininfo} />}
              </dd>
              <dt>{t('address.receiver')}</dt>
              <dd>
                {detail.addrinfo.recname} {detail.addrinfo.recphone}
              </dd>
              <dt>{t('orders.address')}</dt>
              <dd>{detail.addrinfo.recaddr}</dd>
              {detail.maininfo.ponumber && (
                <>
                  <dt>{t('purchase.poShown')}</dt>
                  <dd data-testid="po-number">{detail.maininfo.ponumber}</dd>
                </>
              )}
              {detail.maininfo.institution && (
                <>
                  <dt>{t('purchase.institutionShown')}</dt>
                  <dd>{detail.maininfo.institution}</dd>
                </>
              )}
              {detail.maininfo.note && (
                <>
                  <dt>{t('note')}</dt>
                  <dd>{detail.maininfo.note}</dd>
                </>
              )}
              {language === 'zh' && detail.maininfo.need_tax === 1 && (
                <>
                  <dt>{t('invoice.company')}</dt>
                  <dd>
                    {detail.maininfo.taxcompanyname} ({detail.maininfo.taxcompanyid})
                  </dd>
                </>
              )}
            </dl>
            <OrderLines totals={orderTotals(detail.maininfo)} lines={orderShownLines(detail.orderinfo, detail.maininfo.currency)} />
            {detail.maininfo.is_shipped === 1 && <ShippedLines lines={detail.orderinfo} />}
            <OrderAgain orderId={detail.maininfo.orderlistid} lines={detail.orderinfo} />
          </>
        )}
        <div className="ordering__actions">
          {detail && detail.maininfo.is_delete === 0 && (
            // A cancelled order asks for nothing: no pro-forma (the server refuses it too). The pro-forma invoice is in the order's language and currency, whatever the page's language; `lang` names the page's for a refusal.
            <a className="button button--ghost" data-testid="proforma" href={`/api/orderinfo/proforma?${proformaQuery({ orderlistid: detail.maininfo.orderlistid, lang: language })}`} target="_blank" rel="noreferrer">
              {t('proforma')}
            </a>
          )}
          <Link className="button button--ghost" to="/order">
            {t('orders.title')}
          </Link>
        </div>
      </section>
    </>
  );
}
