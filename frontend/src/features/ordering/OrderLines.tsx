import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Currency } from '@shop/contract';
import { currencyOf } from '../../shared/apiContract';
import type { Language } from '../../i18n/language';
import { formatAmount, formatPrice, shownLines } from '../../shared/money/price';

/**
 * Spec section 9: freight is shown as $0.00; the international handling fee is stated in text. A
 * yuan order shows its freight line in yuan.
 */
const FREIGHT: Record<Currency, string> = { CNY: '¥0.00', USD: '$0.00' };

export interface ShownLine {
  key: number | string;
  pid: number | null;
  productname: string;
  catno: string;
  size: string;
  /** The unit price and the line amount as shown (shown-price.ts: amount = shown unit × quantity). */
  unit: string;
  amount: string;
  quantity: number;
}

/** The items table with the totals block (items, goods price, freight, amount due); the total is the sum of the shown lines. */
export function OrderLines({ lines, total, currency }: { lines: ShownLine[]; total: string; currency: Currency }) {
  const { t } = useTranslation('ordering');
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
                <td>{line.unit}</td>
                <td>{line.quantity}</td>
                <td data-testid="line-amount">{line.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="order-totals">
        <dt>{t('totals.items')}</dt>
        <dd data-testid="total-items">{count}</dd>
        <dt>{t('totals.goods')}</dt>
        <dd>{total}</dd>
        <dt>{t('totals.freight')}</dt>
        <dd>
          {FREIGHT[currency]} <small className="order-totals__note">{t('totals.freightNote')}</small>
        </dd>
        <dt>{t('totals.due')}</dt>
        <dd>
          <strong data-testid="amount-due">{total}</strong>
        </dd>
      </dl>
    </>
  );
}

/** An order's stored lines as shown: in the order's currency, whatever the interface language now is. */
export function orderShownLines(lines: Array<{ proinfo: { pid: number | null; productname: string; catno: string; size: string; shownprice: number; amount: number }; quantity: number }>, currency: Currency): ShownLine[] {
  return lines.map((line, index) => ({
    key: index,
    pid: line.proinfo.pid,
    productname: line.proinfo.productname,
    catno: line.proinfo.catno,
    size: line.proinfo.size,
    unit: formatAmount(line.proinfo.shownprice, currency),
    amount: formatAmount(line.proinfo.amount, currency),
    quantity: line.quantity,
  }));
}

/** Basket rows (unit prices in yuan) as the order form shows them, in the reader's currency. */
export function basketShownLines(
  rows: Array<{ carid: number; pid: number; productname: string; catno: string; specs: string; price: number; quantity: number }>,
  language: Language,
): { lines: ShownLine[]; total: string; currency: Currency } {
  const shown = shownLines(rows, language);
  return {
    currency: currencyOf(language),
    total: shown.total,
    lines: rows.map((r, index) => ({ key: r.carid, pid: r.pid, productname: r.productname, catno: r.catno, size: r.specs, unit: formatPrice(r.price, language), amount: shown.line(index), quantity: r.quantity })),
  };
}
