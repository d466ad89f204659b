import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import { formatAmount } from '../../shared/money/price';
import { useLanguage } from '../../i18n/useLanguage';
import { DeliveryPromise } from './DeliveryPromise';
import { useOrderQuery } from './orderingApi';
import { Steps } from './Steps';
import './ordering.css';
import { orderNumber } from '@shop/contract';

/**
 * /shopcar2?orderList=: how to pay, with the bank details from configuration in the page's language
 * (no payment call). The amount due is the order's stored one, its handling fee a line of its own; a
 * cancelled order asks for nothing, so it shows neither amount nor bank details.
 */
export default function PaymentPage() {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderList'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  const order = useOrderQuery(orderId, { skip: !valid });
  const site = useSiteInfoQuery();
  const bank = site.data?.bank;
  const main = order.data?.maininfo;
  const cancelled = main?.is_delete === 1;
  return (
    <>
      <Breadcrumb items={[{ label: t('basket'), to: '/shopcar' }, { label: t('payment.title') }]} />
      <section className="container page ordering">
        <h1>{t('payment.title')}</h1>
        <Steps current={2} />
        {main && cancelled && (
          <p className="payment__order" data-testid="nothing-due">
            {t('payment.cancelled')}
          </p>
        )}
        {main && !cancelled && (
          <div className="payment__order">
            <p>
              {t('payment.order', { id: orderNumber(main.orderlistid) })} <strong data-testid="payment-total">{formatAmount(main.amountdue, main.currency)}</strong>
            </p>
            {main.handlingfee > 0 && (
              <p className="payment__fee" data-testid="payment-fee">
                {t('payment.goods')} {formatAmount(main.totprice, main.currency)} + {t('payment.handlingFee')} {formatAmount(main.handlingfee, main.currency)}
              </p>
            )}
          </div>
        )}
        {!cancelled && (
          <div className="payment">
            <h2>{t('payment.methods')}</h2>
            <p>{t('payment.methodText')}</p>
            {bank && (
              <dl className="payment__bank">
                <dt>{t('payment.accountName')}</dt>
                <dd data-testid="bank-account-name">{language === 'zh' ? bank.accountname_ch : bank.accountname}</dd>
                <dt>{t('payment.bankName')}</dt>
                <dd data-testid="bank-name">{language === 'zh' ? bank.bankname_ch : bank.bankname}</dd>
                <dt>{t('payment.accountNumber')}</dt>
                <dd>{bank.accountnumber}</dd>
                <dt>SWIFT</dt>
                <dd>{bank.swift}</dd>
              </dl>
            )}
            <p>{t('payment.reference', { id: valid ? orderNumber(orderId) : '' })}</p>
            {order.data && (
              <>
                <h2>{t('payment.delivery')}</h2>
                <DeliveryPromise country={order.data.addrinfo.reccountry} lines={order.data.orderinfo} />
              </>
            )}
            <p>{t('payment.contact')}</p>
          </div>
        )}
        <div className="ordering__actions">
          {valid && !cancelled && (
            <Link className="button" to={`/shopcar3?orderList=${orderId}`}>
              {t('next')}
            </Link>
          )}
        </div>
      </section>
    </>
  );
}
