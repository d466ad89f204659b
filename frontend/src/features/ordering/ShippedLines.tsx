import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '../../shared/ui/copyText';
import { citationText } from './citation';
import type { OrderLine } from './orderingApi';
import './shippedLines.css';

function ShippedLine({ line }: { line: OrderLine }) {
  const { t } = useTranslation('lots');
  const { t: layout } = useTranslation('layout');
  const [copied, setCopied] = useState<boolean | null>(null);
  const lot = line.lot;
  const citation = citationText(line, layout('brand.name'), t);
  const citationId = `citation-${line.line}`;
  return (
    <li className="shipped-line" data-line={line.line}>
      <h3>
        {line.proinfo.productname} <span className="shipped-line__catno">{line.proinfo.catno}</span>{' '}
        {/* Two sizes of one product are two lines: the size and quantity tell their blocks apart. */}
        <span className="shipped-line__size" data-testid="shipped-size">{t('shipped.sizeQuantity', { size: line.proinfo.size, quantity: line.quantity })}</span>
      </h3>
      {lot && (
        <p className="shipped-line__lot">
          <span>
            {t('shipped.lot')} <strong data-testid="shipped-lot">{lot.lot_number}</strong>
          </span>
          <span>{t('shipped.expires', { date: lot.expires_on })}</span>
          {lot.coa && (
            <a href={lot.coa} target="_blank" rel="noreferrer" aria-label={t('shipped.coaLabel', { lot: lot.lot_number })}>
              {t('shipped.coa')}
            </a>
          )}
        </p>
      )}
      <p className="shipped-line__citation">
        <span className="shipped-line__label">{t('shipped.citation')}</span>
        <q id={citationId} data-testid="citation">
          {citation}
        </q>
      </p>
      <p className="shipped-line__copy">
        <button
          type="button"
          className="button button--ghost"
          aria-describedby={citationId}
          aria-label={t('shipped.copyLabel', { catno: line.proinfo.catno })}
          onClick={async () => setCopied(await copyText(citation))}
        >
          {t('shipped.copy')}
        </button>
        <span role="status" className={copied === false ? 'error-text' : 'ok-text'}>
          {copied === true ? t('shipped.copied') : copied === false ? t('shipped.copyFailed') : ''}
        </span>
      </p>
    </li>
  );
}

/** A shipped order's lines with lot, certificate and citation text to copy (order detail page). */
export function ShippedLines({ lines }: { lines: OrderLine[] }) {
  const { t } = useTranslation('lots');
  return (
    <section className="shipped-lines" aria-labelledby="shipped-lines-heading">
      <h2 id="shipped-lines-heading">{t('shipped.title')}</h2>
      <ol>
        {[...lines]
          .sort((a, b) => a.line - b.line)
          .map((line) => (
            <ShippedLine key={line.line} line={line} />
          ))}
      </ol>
    </section>
  );
}
