import { useTranslation } from 'react-i18next';
import './orderStatus.css';
import type { MainInfo } from './orderingApi';
import { useLanguage } from '../../i18n/useLanguage';

/** Spec section 4: canceled when is_delete is 1, otherwise unpaid / paid; shipped after paid once staff ship it. */
export function OrderStatus({ main }: { main: Pick<MainInfo, 'is_delete' | 'is_paid' | 'is_shipped'> }) {
  const { t } = useTranslation('ordering');
  const status = main.is_delete === 1 ? 'canceled' : main.is_shipped === 1 ? 'shipped' : main.is_paid === 1 ? 'paid' : 'unpaid';
  return <span className={`order-status order-status--${status}`}>{t(`status.${status}`)}</span>;
}

/**
 * Spec section 4: with need_tax 1 (Chinese interface only) "being issued" or the invoice number. A
 * cancelled order that has no invoice yet will not get one: it says so instead of "being issued".
 */
export function InvoiceStatus({ main }: { main: Pick<MainInfo, 'need_tax' | 'is_tax' | 'taxid' | 'is_delete'> }) {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  if (language !== 'zh' || main.need_tax !== 1) return null;
  if (main.is_tax === 1) return <span className="invoice-status">{t('invoice.number', { taxid: main.taxid })}</span>;
  return <span className="invoice-status">{t(main.is_delete === 1 ? 'invoice.notIssued' : 'invoice.issuing')}</span>;
}
