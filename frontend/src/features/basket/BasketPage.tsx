import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { showNotice } from '../../shared/ui/notice';
import { formatLineAmount, formatLinesTotal, formatPrice } from '../../shared/money/price';
import { serverMessage } from '../../shared/api/serverMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { useCatalogueValues } from '../../shared/catalogue/catalogueValues';
import '../../shared/ui/orderTables.css';
import './basket.css';
import { BasketRow, useBasketQuery, useRemoveBasketRowMutation, useStepQuantityMutation } from './basketApi';

/** /shopcar: the basket (spec "Basket"): choose rows, change quantities, delete, commit to the order form. */
export default function BasketPage() {
  const { t } = useTranslation('basket');
  const values = useCatalogueValues();
  const language = useLanguage();
  const navigate = useNavigate();
  const basket = useBasketQuery();
  const rows = useMemo(() => basket.data ?? [], [basket.data]);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [toDelete, setToDelete] = useState<BasketRow | null>(null);
  const [step, stepping] = useStepQuantityMutation();
  const [remove] = useRemoveBasketRowMutation();

  // Rows that left the basket (deleted, ordered elsewhere) leave the selection too.
  useEffect(() => {
    setChosen((current) => new Set([...current].filter((id) => rows.some((r) => r.carid === id))));
  }, [rows]);

  const picked = rows.filter((r) => chosen.has(r.carid));
  const allChosen = rows.length > 0 && picked.length === rows.length;
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const change = async (row: BasketRow, delta: 1 | -1) => {
    if (delta < 0 && row.quantity <= 1) return;
    try {
      await step({ pid: row.pid, priceid: row.priceid, quantity: delta }).unwrap();
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };

  const confirmDelete = async () => {
    const row = toDelete;
    setToDelete(null);
    if (!row) return;
    try {
      await remove(row.carid).unwrap();
      showNotice(t('deleted'));
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };

  const commit = () => {
    if (picked.length === 0) {
      showNotice(t('nothingChosen'), 'error');
      return;
    }
    const query = new URLSearchParams();
    picked.forEach((r) => query.append('caridlist', String(r.carid)));
    navigate(`/shopcar1?${query.toString()}`);
  };

  return (
    <>
      <Breadcrumb items={[{ label: t('title') }]} />
      <section className="container page ordering">
        <div className="basket__heading">
          <h1>{t('title')}</h1>
          <Link className="button button--ghost" to="/quickorder">{t('quickOrder')}</Link>
        </div>
        {basket.isLoading && <p role="status">{t('loading')}</p>}
        {basket.isError && <p className="error-text" role="alert">{t('failed')}</p>}
        {basket.isSuccess && rows.length === 0 && (
          <p className="ordering__empty">
            {t('empty')} <Link to="/hot">{t('browse')}</Link>
          </p>
        )}
        {rows.length > 0 && (
          <div className="table-scroll">
            <table className="ordering-table basket-table">
              <thead>
                <tr>
                  <th>
                    <label>
                      <input type="checkbox" checked={allChosen} onChange={() => setChosen(allChosen ? new Set() : new Set(rows.map((r) => r.carid)))} />
                      <span className="visually-hidden">{t('chooseAll')}</span>
                    </label>
                  </th>
                  <th>{t('columns.product')}</th>
                  <th>{t('columns.catno')}</th>
                  <th>{t('columns.size')}</th>
                  <th>{t('columns.price')}</th>
                  <th>{t('columns.quantity')}</th>
                  <th>{t('columns.subtotal')}</th>
                  <th>{t('columns.operation')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.carid} data-carid={row.carid}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('choose', { name: `${row.productname} ${row.specs}` })}
                        checked={chosen.has(row.carid)}
                        onChange={() => toggle(row.carid)}
                      />
                    </td>
                    <td>
                      <Link to={`/production/${row.pid}`}>{row.productname}</Link>
                    </td>
                    <td>{row.catno}</td>
                    <td>
                      {row.specs}
                      {row.stock && (
                        <small className="basket__stock" data-testid="basket-stock">
                          {values.label('stock', row.stock)}
                        </small>
                      )}
                    </td>
                    <td>{formatPrice(row.price, language)}</td>
                    <td>
                      <div className="quantity-stepper">
                        <button type="button" aria-label={t('less', { name: row.specs })} disabled={stepping.isLoading || row.quantity <= 1} onClick={() => void change(row, -1)}>
                          −
                        </button>
                        <output aria-label={t('columns.quantity')}>{row.quantity}</output>
                        <button type="button" aria-label={t('more', { name: row.specs })} disabled={stepping.isLoading || row.quantity >= 9999} onClick={() => void change(row, 1)}>
                          +
                        </button>
                      </div>
                    </td>
                    <td data-testid="line-amount">{formatLineAmount(row.price, row.quantity, language)}</td>
                    <td>
                      <button type="button" className="link-button" onClick={() => setToDelete(row)}>
                        {t('delete')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {rows.length > 0 && (
          <div className="ordering__summary">
            <span>
              {t('selected')} <strong data-testid="selected-count">{picked.length}</strong>
            </span>
            <span>
              {t('total')} <strong data-testid="basket-total">{formatLinesTotal(picked, language)}</strong>
            </span>
            {picked.length > 0 && (
              // A quotation of the chosen rows for a purchasing office (PDF, today's prices, this language's currency).
              <a
                className="button button--ghost"
                data-testid="quotation"
                href={`/api/orderinfo/quotation?${new URLSearchParams({ caridlist: picked.map((r) => r.carid).join(','), lang: language })}`}
                target="_blank"
                rel="noreferrer"
              >
                {t('quotation')}
              </a>
            )}
            <button type="button" className="button" onClick={commit}>
              {t('commit')}
            </button>
          </div>
        )}
        <ConfirmDialog open={toDelete !== null} question={t('confirmDelete')} onYes={() => void confirmDelete()} onNo={() => setToDelete(null)} />
      </section>
    </>
  );
}
