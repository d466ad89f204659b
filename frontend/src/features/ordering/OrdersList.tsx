import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { orderNumber, type OrderSearch, type OrderStatusFilter } from '@shop/contract';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { formatTime } from '../../i18n/formatTime';
import { showNotice } from '../../shared/ui/notice';
import { formatAmount } from '../../shared/money/price';
import { failureStatus, serverMessage } from '../../shared/api/serverMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCancelOrderMutation, useOrdersQuery } from './orderingApi';
import { InvoiceStatus, OrderStatus } from './OrderStatus';
import './ordering.css';

const STATUSES: OrderStatusFilter[] = ['unpaid', 'paid', 'shipped', 'cancelled'];

/**
 * The researcher's orders with detail and delete (cancel) behind a yes/no dialog, searched by order
 * number, catalogue number and status (issue 31): on /order and on the my-account page.
 */
export function OrdersList() {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const searchId = useId();
  const statusId = useId();
  const [word, setWord] = useState('');
  const [search, setSearch] = useState<OrderSearch>({});
  const orders = useOrdersQuery(search.search || search.status ? search : undefined);
  const [cancelOrder] = useCancelOrderMutation();
  const [toCancel, setToCancel] = useState<number | null>(null);
  const searching = Boolean(search.search || search.status);

  const yes = async () => {
    const id = toCancel;
    setToCancel(null);
    if (id === null) return;
    try {
      await cancelOrder(id).unwrap();
      showNotice(t('orders.cancelled'));
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch((current) => ({ ...current, search: word.trim() }));
  };

  const unauthorised = failureStatus(orders.error) === 401;
  return (
    <>
      <form className="orders-search" role="search" onSubmit={submit} aria-label={t('orders.search.label')}>
        <span className="orders-search__field orders-search__field--word">
          <label htmlFor={searchId}>{t('orders.search.word')}</label>
          <input id={searchId} type="search" value={word} maxLength={100} placeholder={t('orders.search.placeholder')} onChange={(e) => setWord(e.target.value)} />
        </span>
        <span className="orders-search__field">
          <label htmlFor={statusId}>{t('orders.status')}</label>
          <select id={statusId} value={search.status ?? ''} onChange={(e) => setSearch((current) => ({ ...current, search: word.trim(), status: e.target.value as OrderStatusFilter | '' }))}>
          <option value="">{t('orders.search.anyStatus')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>{t(`status.${status === 'cancelled' ? 'canceled' : status}`)}</option>
          ))}
          </select>
        </span>
        <button type="submit" className="button">{t('orders.search.submit')}</button>
      </form>
      {orders.isLoading && <p role="status">{t('loading')}</p>}
      {unauthorised && (
        <p className="error-text" role="alert">
          {t('pleaseLogin')} <Link to="/login">{t('login')}</Link>
        </p>
      )}
      {orders.isError && !unauthorised && <p className="error-text" role="alert">{serverMessage(orders.error) ?? t('failed')}</p>}
      {orders.isSuccess && orders.data.length === 0 && <p>{t(searching ? 'orders.search.none' : 'orders.none')}</p>}
      {orders.isSuccess && orders.data.length > 0 && (
        <div className="table-scroll">
          <table className="ordering-table">
            <thead>
              <tr>
                <th>{t('orders.id')}</th>
                <th>{t('orders.time')}</th>
                <th>{t('orders.address')}</th>
                <th>{t('orders.total')}</th>
                <th>{t('orders.status')}</th>
                <th>{t('operation')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.map((order) => (
                <tr key={order.orderlistid} data-order={order.orderlistid}>
                  <td>{orderNumber(order.orderlistid)}</td>
                  <td>{formatTime(order.committime, language)}</td>
                  <td>{order.addrinfo.recaddr}</td>
                  <td data-testid="order-total">{formatAmount(order.amountdue, order.currency)}</td>
                  <td>
                    <OrderStatus main={order} /> <InvoiceStatus main={order} />
                  </td>
                  <td className="ordering-table__operations">
                    <Link to={`/detail?orderlistid=${order.orderlistid}`}>{t('orders.detail')}</Link>
                    {order.is_delete === 0 && order.is_paid === 0 && (
                      <button type="button" className="link-button" onClick={() => setToCancel(order.orderlistid)}>
                        {t('orders.delete')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog open={toCancel !== null} question={t('orders.confirmDelete')} onYes={() => void yes()} onNo={() => setToCancel(null)} />
    </>
  );
}
