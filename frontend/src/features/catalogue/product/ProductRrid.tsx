import { useTranslation } from 'react-i18next';
import { isDemoRrid } from '@shop/contract';
import { CopyButton } from '../../../shared/ui/CopyButton';
import { DemoDataNote } from '../../../shared/ui/DemoDataNote';
import { rridUrl } from './rrid';
import './evidence.css';

/**
 * The product's RRID as researchers cite it (RRID:AB_…), linked to the registry, with a copy button:
 * one fact of the summary's list. A demo catalogue's invented RRID is plain text marked as demo data.
 */
export function ProductRrid({ rrid }: { rrid: string }) {
  const { t } = useTranslation('evidence');
  const cited = `RRID:${rrid}`;
  return (
    <div>
      <dt>{t('rrid.label')}</dt>
      <dd className="product-rrid">
        {isDemoRrid(rrid) ? (
          <>
            <span data-testid="rrid">{cited}</span>
            <DemoDataNote />
          </>
        ) : (
          <a href={rridUrl(rrid)} target="_blank" rel="noopener noreferrer" data-testid="rrid" title={t('rrid.registry')}>
            {cited}
          </a>
        )}
        <CopyButton text={cited} label={t('rrid.copy')} accessibleLabel={t('rrid.copyLabel', { rrid: cited })} copied={t('rrid.copied')} failed={t('rrid.copyFailed')} />
      </dd>
    </div>
  );
}
