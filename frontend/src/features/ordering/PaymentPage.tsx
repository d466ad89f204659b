import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import { formatAmount } from '../../shared/money/price';
import { useOrderQuery } from './orderingApi';
import { Steps } from './Steps';
import './ordering.css';
import { orderNumber } from '../../shared/apiContract';

/** /shopcar2?orderList=: how to pay, with the bank details from configuration (no payment call). */
export default function PaymentPage() {
  const { t } = useTranslation('ordering');
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderList'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useOrderQuery(orderId, { skip: !valid });
  const site = useSiteInfoQuery();
  const bank = site.data?.bank;
  return (
    <>
      <Breadcrumb items={[{ label: t('basket'), to: '/shopcar' }, { label: t('payment.title') }]} />
      <section className="container page ordering">
        <h1>{t('payment.title')}</h1>
        <Steps current={2} />
        {order.data && (
          <p className="payment__order">
            {t('payment.order', { id: orderNumber(order.data.maininfo.orderlistid) })} <strong data-testid="payment-total">{formatAmount(order.data.maininfo.totprice, order.data.maininfo.currency)}</strong>
          </p>
        )}
        <div className="payment">
          <h2>{t('payment.methods')}</h2>
          <p>{t('payment.methodText')}</p>
          {bank && (
            <dl className="payment__bank">
              <dt>{t('payment.accountName')}</dt>
              <dd>{bank.accountname}</dd>
              <dt>{t('payment.bankName')}</dt>
              <dd>{bank.bankname}</dd>
              <dt>{t('payment.accountNumber')}</dt>
              <dd>{bank.accountnumber}</dd>
              <dt>SWIFT</dt>
              <dd>{bank.swift}</dd>
            </dl>
          )}
          <p>{t('payment.reference', { id: valid ? orderNumber(orderId) : '' })}</p>
          <p>{t('payment.leadTime')}</p>
          <p>{t('payment.contact')}</p>
        </div>
        <div className="ordering__actions">
          {valid && (
            <Link className="button" to={`/shopcar3?orderList=${orderId}`}>
              {t('next')}
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
