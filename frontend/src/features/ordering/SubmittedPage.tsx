import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { Steps } from './Steps';
import './ordering.css';
import { orderNumber } from '@shop/contract';

/** /shopcar3?orderList=: the order-submitted confirmation. */
export default function SubmittedPage() {
  const { t } = useTranslation('ordering');
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderList'));
  const valid = Number.isInteger(orderId) && orderId > 0;
  return (
    <>
      <Breadcrumb items={[{ label: t('submitted.title') }]} />
      <section className="container page ordering">
        <h1>{t('submitted.title')}</h1>
        <Steps current={3} />
        <div className="submitted" role="status">
          <p className="submitted__headline">{t('submitted.headline')}</p>
          {valid && <p>{t('submitted.number', { id: orderNumber(orderId) })}</p>}
          <p>{t('payment.contact')}</p>
        </div>
        <div className="ordering__actions">
          {valid && (
            <Link className="button" to={`/detail?orderlistid=${orderId}`}>
              {t('submitted.detail')}
            </Link>
          )}
          <Link className="button button--ghost" to="/order">
            {t('submitted.orders')}
          </Link>
        </div>
      </section>
    </>
  );
}
