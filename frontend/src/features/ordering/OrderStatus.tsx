import { useTranslation } from 'react-i18next';
import './orderStatus.css';
import type { MainInfo } from './orderingApi';
import { useLanguage } from '../../shared/useLanguage';

/** Spec section 4: canceled when is_delete is 1, otherwise unpaid / paid; shipped after paid once staff ship it. */
export function OrderStatus({ main }: { main: Pick<MainInfo, 'is_delete' | 'is_paid' | 'is_shipped'> }) {
  const { t } = useTranslation('ordering');
  const status = main.is_delete === 1 ? 'canceled' : main.is_shipped === 1 ? 'shipped' : main.is_paid === 1 ? 'paid' : 'unpaid';
  return <span className={`order-status order-status--${status}`}>{t(`status.${status}`)}</span>;
}

/** Spec section 4: with need_tax 1 (Chinese interface only) "being issued" or the invoice number. */
export function InvoiceStatus({ main }: { main: Pick<MainInfo, 'need_tax' | 'is_tax' | 'taxid'> }) {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  if (language !== 'zh' || main.need_tax !== 1) return null;
  return <span className="invoice-status">{main.is_tax === 1 ? t('invoice.number', { taxid: main.taxid }) : t('invoice.issuing')}</span>;
}
