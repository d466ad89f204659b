import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { formatTime } from '../../i18n/formatTime';
import { showNotice } from '../../shared/ui/notice';
import { formatAmount } from '../../shared/money/price';
import { failureStatus, serverMessage } from '../../shared/api/serverMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCancelOrderMutation, useOrdersQuery } from './orderingApi';
import { InvoiceStatus, OrderStatus } from './OrderStatus';
import './ordering.css';
import { orderNumber } from '../../shared/apiContract';

/** /order: my orders, with detail and delete (cancel) behind a yes/no dialog. */
export default function OrdersPage() {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const orders = useOrdersQuery();
  const [cancelOrder] = useCancelOrderMutation();
  const [toCancel, setToCancel] = useState<number | null>(null);

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

  const unauthorised = failureStatus(orders.error) === 401;
  return (
    <>
      <Breadcrumb items={[{ label: t('orders.title') }]} />
      <section className="container page ordering">
        <h1>{t('orders.title')}</h1>
        {orders.isLoading && <p role="status">{t('loading')}</p>}
        {unauthorised && (
          <p className="error-text" role="alert">
            {t('pleaseLogin')} <Link to="/login">{t('login')}</Link>
          </p>
        )}
        {orders.isError && !unauthorised && <p className="error-text" role="alert">{t('failed')}</p>}
        {orders.isSuccess && orders.data.length === 0 && <p>{t('orders.none')}</p>}
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
      </section>
    </>
  );
}
