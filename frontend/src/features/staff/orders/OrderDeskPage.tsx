import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../i18n/formatTime';
import { type Currency, orderNumber } from '@shop/contract';
import { formatAmount } from '../../../shared/money/price';
import { serverMessage } from '../../../shared/api/serverMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { OrderStatus, TrackingNumber } from '../../ordering';
import { StaffShell } from '../shell/StaffShell';
import { DeskFilter, DeskOrder, useDeskOrdersQuery, useMarkPaidMutation, useRecordInvoiceMutation } from './orderDeskApi';
import { ShipForm } from './ShipForm';
import './orderDesk.css';

/** The amount the customer was shown (the order's currency) first; for a dollar order the yuan it came from beside it, to match a wire either way. */
function inOrderCurrency(shown: number, yuan: number, currency: Currency): string {
  const first = formatAmount(shown, currency);
  return currency === 'CNY' ? first : `${first} (${formatAmount(yuan, 'CNY')})`;
}

const FILTERS: DeskFilter[] = ['all', 'unpaid', 'paid', 'shipped', 'invoice', 'canceled'];

function InvoiceForm({ order }: { order: DeskOrder }) {
  const { t } = useTranslation('admin');
  const [taxid, setTaxid] = useState(order.maininfo.taxid);
  const [record, recording] = useRecordInvoiceMutation();
  const [problem, setProblem] = useState('');
  return (
    <form
      className="desk-invoice"
      onSubmit={(e) => {
        e.preventDefault();
        setProblem('');
        record({ id: order.maininfo.orderlistid, taxid: taxid.trim() })
          .unwrap()
          .catch((error) => setProblem(serverMessage(error) ?? t('failed')));
      }}
    >
      <label>
        {t('orderDesk.invoiceNumber')}
        <input value={taxid} maxLength={100} onChange={(e) => setTaxid(e.target.value)} />
      </label>
      <button type="submit" className="button button--ghost" disabled={recording.isLoading || !taxid.trim()}>
        {t('orderDesk.saveInvoice')}
      </button>
      {problem && <span className="error-text" role="alert">{problem}</span>}
    </form>
  );
}

function DeskRow({ order }: { order: DeskOrder }) {
  const { t } = useTranslation('admin');
  const { t: lots } = useTranslation('lots');
  const language = useLanguage();
  const [markPaid, marking] = useMarkPaidMutation();
  const [problem, setProblem] = useState('');
  const main = order.maininfo;
  return (
    <article className="desk-order" aria-labelledby={`desk-order-${main.orderlistid}`} data-order={main.orderlistid}>
      <header>
        <h2 id={`desk-order-${main.orderlistid}`}>
          {orderNumber(main.orderlistid)} · <span data-testid="desk-total">{inOrderCurrency(main.amountdue, main.oriamountdue, main.currency)}</span> <OrderStatus main={main} />
        </h2>
        {main.handlingfee > 0 && (
          <p data-testid="desk-fee">
            {t('orderDesk.goods')} {formatAmount(main.totprice, main.currency)} + {t('orderDesk.handlingFee')} {formatAmount(main.handlingfee, main.currency)}
          </p>
        )}
        {(main.ponumber || main.institution) && (
          <p data-testid="desk-po">
            {main.ponumber && `${t('orderDesk.poNumber')}: ${main.ponumber}`}
            {main.ponumber && main.institution && ' · '}
            {main.institution && `${t('orderDesk.institution')}: ${main.institution}`}
          </p>
        )}
        <p>
          {formatTime(main.committime, language)} · <a href={`mailto:${order.customer}`}>{order.customer}</a>
        </p>
        <p>
          {order.addrinfo.recname} · {order.addrinfo.recphone} · {order.addrinfo.recaddr}
        </p>
        {main.note && <p>{t('orderDesk.note')}: {main.note}</p>}
      </header>
      <ul>
        {order.orderinfo.map((line, index) => (
          <li key={index}>
            {line.proinfo.catno} {line.proinfo.productname} · {line.proinfo.size} × {formatAmount(line.proinfo.shownprice, main.currency)} × {line.quantity} = {inOrderCurrency(line.proinfo.amount, line.proinfo.price1 * line.quantity, main.currency)}
            {line.lot && <strong className="desk-order__lot"> · {lots('ship.lotOf', { lot: line.lot.lot_number })}</strong>}
          </li>
        ))}
      </ul>
      {main.is_delete === 0 && main.is_paid === 1 && main.is_shipped === 0 && <ShipForm order={order} />}
      {main.need_tax === 1 && (
        <p className="desk-order__invoice">
          {t('orderDesk.invoiceFor')}: {main.taxcompanyname} · {main.taxcompanyid} · {main.taxcompanyaddress} · {main.taxcompanyphone} · {main.taxbankname} · {main.taxbankaccount}
        </p>
      )}
      <div className="desk-order__actions">
        {main.is_delete === 0 && main.is_paid === 0 && (
          <button
            type="button"
            className="button"
            disabled={marking.isLoading}
            onClick={() => {
              setProblem('');
              markPaid(main.orderlistid)
                .unwrap()
                .catch((error) => setProblem(serverMessage(error) ?? t('failed')));
            }}
          >
            {t('orderDesk.markPaid')}
          </button>
        )}
        {order.paidtime && <span>{t('orderDesk.paidAt', { time: formatTime(order.paidtime, language) })}</span>}
        {main.is_shipped === 1 && <span>{lots('ship.shippedAt', { time: formatTime(main.shippedtime, language) })}</span>}
        {main.is_shipped === 1 && <TrackingNumber main={main} />}
        {main.need_tax === 1 && main.is_delete === 0 && <InvoiceForm order={order} />}
        {problem && <span className="error-text" role="alert">{problem}</span>}
      </div>
    </article>
  );
}

/** /admin/orders: the staff order desk: every order, mark paid, record the issued invoice number. */
export default function OrderDeskPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<DeskFilter>('all');
  const [page, setPage] = useState(1);
  // Issue 31: staff find an order by its order number or its PO number (whole or its beginning).
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const desk = useDeskOrdersQuery({ status, page, q });
  const pages = desk.data ? Math.max(1, Math.ceil(desk.data.total / desk.data.pagesize)) : 1;
  return (
    <StaffShell title={t('orderDesk.title')}>
      <div className="staff-tabs" role="group" aria-label={t('orderDesk.filter')}>
        {FILTERS.map((filter) => (
          <button key={filter} type="button" className={filter === status ? 'is-active' : undefined} aria-pressed={filter === status} onClick={() => (setStatus(filter), setPage(1))}>
            {t(`orderDesk.filters.${filter}`)}
          </button>
        ))}
      </div>
      <form
        className="desk-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(typed.trim());
          setPage(1);
        }}
      >
        <label>
          {t('orderDesk.search')}
          <input type="search" value={typed} maxLength={40} placeholder={t('orderDesk.searchHint')} onChange={(e) => setTyped(e.target.value)} />
        </label>
        <button type="submit" className="button button--ghost">
          {t('orderDesk.find')}
        </button>
      </form>
      {desk.isLoading && <p role="status">{t('loading')}</p>}
      {desk.isError && <p className="error-text" role="alert">{serverMessage(desk.error) ?? t('failed')}</p>}
      {desk.data && desk.data.data.length === 0 && <p>{q ? t('orderDesk.noneFound', { q }) : t('orderDesk.none')}</p>}
      {/* A row's first render may still load texts (the order statuses'): it waits inside its own boundary. Under the
          page's, the whole desk was hidden while they loaded, and what staff had just typed in the search box was lost. */}
      <Suspense fallback={<p role="status">{t('loading')}</p>}>
        {desk.data?.data.map((order) => <DeskRow key={order.maininfo.orderlistid} order={order} />)}
      </Suspense>
      {pages > 1 && (
        <nav className="desk-pager" aria-label={t('orderDesk.pages')}>
          <button type="button" className="button button--ghost" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('orderDesk.previous')}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" className="button button--ghost" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('orderDesk.next')}
          </button>
        </nav>
      )}
    </StaffShell>
  );
}
