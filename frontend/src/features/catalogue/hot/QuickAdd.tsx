import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatPrice } from '../../../shared/money/price';
import { failureStatus, serverMessage } from '../../../shared/api/serverMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { hasUidCookie } from '../../account';
import { useAddToBasketMutation, useProductInfoQuery } from '../catalogueApi';
import { sizeOptions } from '../product/BuyBox';

/**
 * Add to basket from a result row (issue 25): a researcher who knows the product picks size and
 * quantity without opening its page. The sizes are read when the row's form is opened.
 */
export function QuickAdd({ pid, name }: { pid: number; name: string }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const language = useLanguage();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [priceid, setPriceid] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [notice, setNotice] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const product = useProductInfoQuery(pid, { skip: !open });
  const [addToBasket, adding] = useAddToBasketMutation();
  const options = product.data?.data ? sizeOptions(product.data.data) : [];

  if (!open) {
    return (
      <button type="button" className="button button--ghost quick-add__open" data-testid="quick-add-open" aria-label={t('quickAdd.openLabel', { name })} onClick={() => setOpen(true)}>
        {t('quickAdd.open')}
      </button>
    );
  }

  async function add() {
    setNotice(null);
    if (!priceid) return setNotice({ kind: 'error', text: t('buy.chooseSize') });
    const count = Number.parseInt(quantity, 10);
    if (!Number.isInteger(count) || count < 1 || count > 9999) return setNotice({ kind: 'error', text: t('quickAdd.badQuantity') });
    if (!hasUidCookie()) {
      setNotice({ kind: 'error', text: t('buy.loginFirst') });
      window.setTimeout(() => navigate('/login'), 1200);
      return;
    }
    try {
      await addToBasket({ pid, priceid: Number(priceid), quantity: count }).unwrap();
      setNotice({ kind: 'ok', text: t('buy.added') });
    } catch (error) {
      if (failureStatus(error) === 401) {
        setNotice({ kind: 'error', text: t('buy.loginFirst') });
        window.setTimeout(() => navigate('/login'), 1200);
      } else setNotice({ kind: 'error', text: serverMessage(error) ?? t('buy.failed') });
    }
  }

  return (
    <div className="quick-add" role="group" aria-label={t('quickAdd.openLabel', { name })} data-testid="quick-add">
      {product.isFetching && <span role="status">{t('quickAdd.loading')}</span>}
      {product.data && options.length === 0 && <span>{t('buy.priceOnRequest')}</span>}
      {options.length > 0 && (
        <>
          <label htmlFor={`${id}-size`}>{t('buy.size')}</label>
          <select id={`${id}-size`} value={priceid} onChange={(e) => setPriceid(e.target.value)}>
            <option value="">{t('buy.chooseSize')}</option>
            {options.map((o) => (
              <option key={o.priceid} value={o.priceid} disabled={o.price === null}>
                {o.price !== null ? `${o.size} · ${formatPrice(o.price, language)}` : `${o.size} · ${t('buy.priceOnRequest')}`}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-quantity`}>{t('buy.quantity')}</label>
          <input id={`${id}-quantity`} type="number" inputMode="numeric" min={1} max={9999} value={quantity} onChange={(e) => setQuantity(e.target.value)} />
          <button type="button" className="button" disabled={adding.isLoading} onClick={() => void add()}>
            {t('quickAdd.add')}
          </button>
        </>
      )}
      {notice && (
        <span className={notice.kind === 'ok' ? 'ok-text' : 'error-text'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </span>
      )}
    </div>
  );
}
