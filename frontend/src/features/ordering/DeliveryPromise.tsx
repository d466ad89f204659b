import { useTranslation } from 'react-i18next';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import { shipsWithinChina } from '@shop/contract';
import { useCatalogueValues } from '../../shared/catalogue/catalogueValues';

/**
 * Issue 31: an order's delivery promise — the one setting of its destination (the home tile and the
 * mails say the same) — and, where staff set a size's stock status, that line's status instead.
 */
export function DeliveryPromise({ country, lines }: { country: string; lines: Array<{ proinfo: { catno: string; size: string; stock: string } }> }) {
  const { t } = useTranslation('ordering');
  const values = useCatalogueValues();
  const site = useSiteInfoQuery();
  if (!site.data) return null;
  const withinChina = shipsWithinChina(country);
  const stocked = lines.filter((line) => line.proinfo.stock);
  return (
    <div data-testid="delivery-promise">
      <p>
        {withinChina ? t('delivery.china', { days: site.data.delivery.china }) : t('delivery.international', { days: site.data.delivery.international })}
      </p>
      {stocked.length > 0 && (
        <ul className="payment__delivery">
          {stocked.map((line, index) => (
            <li key={index}>{t('delivery.line', { catno: line.proinfo.catno, size: line.proinfo.size, stock: values.label('stock', line.proinfo.stock) })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
