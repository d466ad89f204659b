import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addToCompare, ComparedProduct, COMPARE_LIMIT, removeFromCompare, useComparedProducts } from './compareStore';

/** "Compare" checkbox on a result row or the detail page; a fifth product is refused with a message. */
export function CompareToggle({ product }: { product: ComparedProduct }) {
  const { t } = useTranslation('catalogue');
  const compared = useComparedProducts();
  const [refused, setRefused] = useState(false);
  const checked = compared.some((p) => p.pid === product.pid);

  const change = () => {
    if (checked) {
      removeFromCompare(product.pid);
      setRefused(false);
      return;
    }
    setRefused(addToCompare(product) === 'full');
  };

  return (
    <span className="compare-toggle">
      <label>
        <input type="checkbox" checked={checked} onChange={change} />
        <span>{t('compare.add')}</span>
      </label>
      {refused && (
        <span className="error-text" role="alert">
          {t('compare.full', { count: COMPARE_LIMIT })}
        </span>
      )}
    </span>
  );
}
