import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { OrdersList } from './OrdersList';
import './ordering.css';

/** /order: my orders, searchable (issue 31), with detail and delete (cancel) behind a yes/no dialog. */
export default function OrdersPage() {
  const { t } = useTranslation('ordering');
  return (
    <>
      <Breadcrumb items={[{ label: t('orders.title') }]} />
      <section className="container page ordering">
        <h1>{t('orders.title')}</h1>
        <OrdersList />
      </section>
    </>
  );
}
