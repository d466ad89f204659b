import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { today, useProductLotsQuery } from '../lots/lotsApi';
import { serverMessage } from '../../../shared/api/serverMessage';
import type { OrderLine } from '../../ordering';
import { DeskOrder, useMarkShippedMutation } from './orderDeskApi';
import { orderNumber } from '@shop/contract';

/** One line's lot chooser: that product's lots, expired ones shown but not choosable. */
function LineLot({ orderId, line, value, onChange }: { orderId: number; line: OrderLine; value: number | ''; onChange: (lotid: number | '') => void }) {
  const { t } = useTranslation('lots');
  const pid = line.proinfo.pid;
  const lots = useProductLotsQuery(pid ?? 0, { skip: pid === null });
  const id = `ship-${orderId}-${line.line}`;
  const label = t('ship.lotFor', { line: line.line, catno: line.proinfo.catno });
  if (pid === null) {
    return (
      <p className="desk-ship__line">
        <span>{label}</span> <em>{t('ship.noProduct')}</em>
      </p>
    );
  }
  const now = today();
  return (
    <p className="desk-ship__line">
      <label htmlFor={id}>{label}</label>
      {lots.isLoading && <span role="status">{t('ship.loading')}</span>}
      {lots.data && lots.data.length === 0 && (
        <span>
          {t('ship.noLots')} <Link to={`/admin/catalogue/products/${pid}`}>{t('ship.addLots')}</Link>
        </span>
      )}
      {lots.data && lots.data.length > 0 && (
        <select id={id} value={value} required onChange={(e) => onChange(e.target.value ? Number(e.target.value) : '')}>
          <option value="">{t('ship.choose')}</option>
          {lots.data.map((lot) => {
            const expired = lot.expires_on < now;
            return (
              <option key={lot.lotid} value={lot.lotid} disabled={expired}>
                {t(expired ? 'ship.expiredOption' : 'ship.option', { lot: lot.lot_number, date: lot.expires_on })}
              </option>
            );
          })}
        </select>
      )}
    </p>
  );
}

/** Marks a paid order shipped: one lot per line, sent in line order. */
export function ShipForm({ order }: { order: DeskOrder }) {
  const { t } = useTranslation('lots');
  const lines = [...order.orderinfo].sort((a, b) => a.line - b.line);
  const [chosen, setChosen] = useState<Array<number | ''>>(lines.map(() => ''));
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  const [ship, shipping] = useMarkShippedMutation();
  const [problem, setProblem] = useState('');
  const orderId = order.maininfo.orderlistid;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem('');
    if (lines.some((line, i) => line.proinfo.pid !== null && chosen[i] === '')) return setProblem(t('ship.chooseAll'));
    if (!carrier.trim() || !tracking.trim()) return setProblem(t('ship.parcelNeeded'));
    try {
      await ship({ id: orderId, lotids: chosen, carrier: carrier.trim(), trackingnumber: tracking.trim() }).unwrap();
    } catch (error) {
      setProblem(serverMessage(error) ?? t('panel.failed'));
    }
  }

  return (
    <form className="desk-ship" onSubmit={submit} aria-label={`${t('ship.title')} ${orderNumber(orderId)}`}>
      <p className="desk-ship__intro">{t('ship.intro')}</p>
      {lines.map((line, i) => (
        <LineLot key={line.line} orderId={orderId} line={line} value={chosen[i]} onChange={(lotid) => setChosen(chosen.map((c, j) => (j === i ? lotid : c)))} />
      ))}
      <p className="desk-ship__line">
        <label htmlFor={`carrier-${orderId}`}>{t('ship.carrier')}</label>
        <input id={`carrier-${orderId}`} value={carrier} maxLength={100} required placeholder={t('ship.carrierExample')} onChange={(e) => setCarrier(e.target.value)} />
      </p>
      <p className="desk-ship__line">
        <label htmlFor={`tracking-${orderId}`}>{t('ship.tracking')}</label>
        <input id={`tracking-${orderId}`} value={tracking} maxLength={100} required onChange={(e) => setTracking(e.target.value)} />
      </p>
      <p className="desk-ship__actions">
        <button type="submit" className="button" disabled={shipping.isLoading}>
          {t('ship.submit')}
        </button>
        {problem && (
          <span className="error-text" role="alert">
            {problem}
          </span>
        )}
      </p>
    </form>
  );
}
