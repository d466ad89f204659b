import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../i18n/useLanguage';
import { failureStatus, serverMessage } from '../../../shared/api/serverMessage';
import { hasUidCookie } from '../../account';
import { SaveToList } from '../../saved-lists';
import { Product, useAddToBasketMutation } from '../catalogueApi';
import { formatPrice, priceValue } from '../../../shared/money/price';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';

interface SizeOption {
  priceid: number;
  size: string;
  price: number | null;
  stock: string;
}

export function sizeOptions(product: Product): SizeOption[] {
  return ([1, 2, 3] as const)
    .map((n) => ({ priceid: n, size: (product[`size${n}`] ?? '').trim(), price: priceValue(product[`price${n}`]), stock: product[`stock${n}`] ?? '' }))
    .filter((option) => option.size !== '');
}

type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** Size, price, quantity and ADD TO BASKET, validated as spec section 5 says. */
export function BuyBox({ product }: { product: Product }) {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const language = useLanguage();
  const values = useCatalogueValues();
  const options = sizeOptions(product);
  const [priceid, setPriceid] = useState<number | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [notice, setNotice] = useState<Notice>(null);
  const [addToBasket, { isLoading }] = useAddToBasketMutation();
  const chosen = options.find((o) => o.priceid === priceid);
  const discontinued = product.status === 'discontinued';

  useEffect(() => {
    setPriceid(null);
    setQuantity('1');
    setNotice(null);
  }, [product.pid]);

  const add = async () => {
    if (!chosen) return setNotice({ kind: 'error', text: t('buy.chooseSize') });
    if (!hasUidCookie()) {
      setNotice({ kind: 'error', text: t('buy.loginFirst') });
      window.setTimeout(() => navigate('/login'), 1200);
      return;
    }
    const count = Math.max(1, Number.parseInt(quantity, 10) || 1);
    setQuantity(String(count));
    try {
      await addToBasket({ pid: product.pid, priceid: chosen.priceid, quantity: count }).unwrap();
      setNotice({ kind: 'ok', text: t('buy.added') });
    } catch (error) {
      if (failureStatus(error) === 401) {
        setNotice({ kind: 'error', text: t('buy.loginFirst') });
        window.setTimeout(() => navigate('/login'), 1200);
      } else {
        setNotice({ kind: 'error', text: serverMessage(error) ?? t('buy.failed') });
      }
    }
  };

  return (
    <div className={discontinued ? 'buy-box buy-box--closed' : 'buy-box'}>
      {/* A discontinued product still shows its sizes for reference, but nothing can be chosen or added. */}
      <fieldset className="buy-box__sizes" disabled={discontinued}>
        <legend>{t('buy.size')}</legend>
        {options.map((option) => (
          <label key={option.priceid} className={option.priceid === priceid ? 'size-option size-option--chosen' : 'size-option'}>
            <input
              type="radio"
              name="size"
              value={option.priceid}
              checked={option.priceid === priceid}
              onChange={() => {
                setPriceid(option.priceid);
                setNotice(null);
              }}
            />
            <span>{option.size}</span>
            {/* Vendor shops show every size's price before one is chosen, so sizes can be compared. */}
            {option.price !== null && <span className="size-option__price" data-testid="size-price">{formatPrice(option.price, language)}</span>}
            {option.stock && <span className="size-option__stock" data-testid="size-stock">{values.label('stock', option.stock)}</span>}
          </label>
        ))}
      </fieldset>
      {!discontinued && (
        <p className="buy-box__price">
          <span>{t('buy.price')}</span>
          <strong data-testid="price" aria-live="polite" className={chosen?.price != null ? undefined : 'buy-box__hint'}>
            {chosen?.price != null ? formatPrice(chosen.price, language) : options.length > 0 ? t('buy.pickSizeForPrice') : t('buy.priceOnRequest')}
          </strong>
        </p>
      )}
      {discontinued ? (
        <p className="buy-box__closed" data-testid="not-orderable">{t('buy.discontinued')}</p>
      ) : (
        <div className="buy-box__row">
          <label className="buy-box__quantity">
            <span>{t('buy.quantity')}</span>
            <input
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              value={quantity}
              onChange={(e) => setQuantity(e.target.value)}
              onBlur={() => setQuantity(String(Math.max(1, Number.parseInt(quantity, 10) || 1)))}
            />
          </label>
          <button type="button" className="button button--buy" onClick={add} disabled={isLoading}>
            {t('buy.add')}
          </button>
          {/* Issue 31: the chosen size (or the first) into the favourites or a project's list. */}
          <SaveToList pid={product.pid} priceid={chosen?.priceid} name={product.catno} />
        </div>
      )}
      {notice && (
        <p className={notice.kind === 'ok' ? 'ok-text notice' : 'error-text notice'} role={notice.kind === 'ok' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
