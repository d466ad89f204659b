import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Currency, currencyOf, formatMoney, handlingFee } from '@shop/contract';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import type { Language } from '../../i18n/language';
import { formatAmount, formatPrice, shownLines } from '../../shared/money/price';

/**
 * Spec section 9: freight is shown as $0.00 (a yuan order shows its freight in yuan); the international
 * handling fee is stated in text until an address abroad is chosen, then it is a line of its own.
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

/**
 * The money under the items (issue 31): goods, freight (0), the international handling fee as a line of
 * its own when there is one, and the amount due — or, for a cancelled order, that nothing is due.
 */
export interface ShownTotals {
  currency: Currency;
  goods: string;
  /** '' when the order carries no handling fee (shipped within China, or no address chosen yet). */
  handlingFee: string;
  due: string;
  cancelled?: boolean;
  /** A placed order: its destination is known and its fee (or none) stored, so the fee rule is not stated. */
  placed?: boolean;
}

/** The items table with the totals block (items, goods price, freight, handling fee, amount due); the goods are the sum of the shown lines. */
export function OrderLines({ lines, totals }: { lines: ShownLine[]; totals: ShownTotals }) {
  const { t } = useTranslation('ordering');
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  // The stated fee is the shop's setting, the one an order abroad stores.
  const feeUsd = useSiteInfoQuery().data?.handlingfee_usd;
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
        <dd data-testid="goods-total">{totals.goods}</dd>
        <dt>{t('totals.freight')}</dt>
        <dd>
          {FREIGHT[totals.currency]} {!totals.handlingFee && !totals.placed && feeUsd !== undefined && <small className="order-totals__note">{t('totals.freightNote', { fee: feeUsd })}</small>}
        </dd>
        {totals.handlingFee && (
          <>
            <dt>{t('totals.handlingFee')}</dt>
            <dd data-testid="handling-fee">{totals.handlingFee}</dd>
          </>
        )}
        <dt>{t('totals.due')}</dt>
        <dd>
          {totals.cancelled ? (
            <span data-testid="nothing-due">{t('totals.cancelled')}</span>
          ) : (
            <strong data-testid="amount-due">{totals.due}</strong>
          )}
        </dd>
      </dl>
    </>
  );
}

/** An order's stored money as the totals block shows it: read, never recomputed. */
export function orderTotals(main: { currency: Currency; totprice: number; handlingfee: number; amountdue: number; is_delete: 0 | 1 }): ShownTotals {
  return {
    currency: main.currency,
    goods: formatAmount(main.totprice, main.currency),
    handlingFee: main.handlingfee > 0 ? formatAmount(main.handlingfee, main.currency) : '',
    due: formatAmount(main.amountdue, main.currency),
    cancelled: main.is_delete === 1,
    placed: true,
  };
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

/**
 * Basket rows (unit prices in yuan) as the order form shows them, in the reader's currency; with the
 * chosen address's country, the handling fee the order will store (the same function the server uses).
 */
export function basketShownLines(
  rows: Array<{ carid: number; pid: number; productname: string; catno: string; specs: string; price: number; quantity: number }>,
  language: Language,
  destination: { country: string; feeUsd: number } | null,
): { lines: ShownLine[]; totals: ShownTotals } {
  const shown = shownLines(rows, language);
  const currency = currencyOf(language);
  const fee = destination ? handlingFee(destination.country, currency, destination.feeUsd).shown : 0;
  return {
    totals: { currency, goods: shown.total, handlingFee: fee > 0 ? formatMoney(fee, currency) : '', due: formatMoney(shown.totalMinor + fee, currency) },
    lines: rows.map((r, index) => ({ key: r.carid, pid: r.pid, productname: r.productname, catno: r.catno, size: r.specs, unit: formatPrice(r.price, language), amount: shown.line(index), quantity: r.quantity })),
  };
}
