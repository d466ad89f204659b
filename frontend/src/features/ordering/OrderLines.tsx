import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice, totalYuan } from '../../shared/price';
import { useLanguage } from '../../shared/useLanguage';

/**
 * Spec section 9: freight is shown as $0.00; the international handling fee is stated in text. In
 * the Chinese interface the whole order is in yuan, so is its freight line.
 */
const FREIGHT = { zh: '¥0.00', en: '$0.00' } as const;

export interface ShownLine {
  key: number | string;
  pid: number | null;
  productname: string;
  catno: string;
  size: string;
  price: number;
  quantity: number;
}

/** The items table with the totals block (items, goods price, freight, amount due). */
export function OrderLines({ lines, totalOverride }: { lines: ShownLine[]; totalOverride?: number }) {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const goods = totalOverride ?? totalYuan(lines);
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <>
      <div className="table-scroll">
        <table className="ordering-table">
          <thead>
            <tr>
              <th>{t('items.product')}</th>
              <th>{t('items.catno')}</th>
              <th>{t('items.size')}</th>
              <th>{t('items.price')}</th>
              <th>{t('items.quantity')}</th>
              <th>{t('items.subtotal')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <td>{line.pid ? <Link to={`/production/${line.pid}`}>{line.productname}</Link> : line.productname}</td>
                <td>{line.catno}</td>
                <td>{line.size}</td>
                <td>{formatPrice(line.price, language)}</td>
                <td>{line.quantity}</td>
                <td>{formatPrice(totalYuan([line]), language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <dt>{t('totals.items')}</dt>
        <dd data-testid="total-items">{count}</dd>
        <dt>{t('totals.goods')}</dt>
        <dd>{formatPrice(goods, language)}</dd>
        <dt>{t('totals.freight')}</dt>
        <dd>
          {FREIGHT[language]} <small className="order-totals__note">{t('totals.freightNote')}</small>
        </dd>
        <dt>{t('totals.due')}</dt>
        <dd>
          <strong data-testid="amount-due">{formatPrice(goods, language)}</strong>
        </dd>
      </dl>
    </>
  );
}
