import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetCount } from '../catalogueApi';
import { Facet, FACETS } from '@shop/contract';
import { HotQuery, SINGLE_SELECT } from '../hotQuery';
import { useCatalogueValues, type ValueField } from '../../../shared/catalogue/catalogueValues';

/** Filters whose values are the shop's own words (not catalogue vocabulary like WB or Human): shown translated. */
const TRANSLATED_VALUES: ReadonlySet<Facet> = new Set<Facet>(['evidence']);

interface Props {
  query: HotQuery;
  facets: Partial<Record<Facet, FacetCount[]>> | undefined;
  onToggle: (key: Facet, value: string) => void;
  onClearRow: (key: Facet) => void;
  onClearAll: () => void;
  /** Ticks or clears "include species predicted by homology" under the reactivity filter (issue 35). */
  onPredicted: (predicted: boolean) => void;
}

/** The side filter tables; every value shows how many products it would give. */
export function FilterPanel({ query, facets, onToggle, onClearRow, onClearAll, onPredicted }: Props) {
  const { t } = useTranslation('catalogue');
  const bodyId = useId();
  // On phones the tables fold away behind one button so the results stay in view.
  const [open, setOpen] = useState(false);
  return (
    <aside className="filter-panel" aria-label={t('filters.label')}>
      <div className="filter-panel__head">
        <h2>{t('filters.title')}</h2>
        <button type="button" className="button button--ghost filter-panel__toggle" aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          {open ? t('filters.hide') : t('filters.show')}
        </button>
        <button type="button" className="button button--ghost" onClick={onClearAll}>
          {t('filters.clear')}
        </button>
      </div>
      <div id={bodyId} className={open ? 'filter-panel__body' : 'filter-panel__body filter-panel__body--folded'}>
      {FACETS.map((key) => (
        <FilterRow
          key={key}
          name={key}
          selected={query.filters[key] ?? []}
          counts={facets?.[key]}
          onToggle={(value) => onToggle(key, value)}
          onClear={() => onClearRow(key)}
          extra={
            key === 'reactivity' ? (
              <label className="filter-row__predicted">
                <input type="checkbox" checked={Boolean(query.predicted)} onChange={(event) => onPredicted(event.target.checked)} />
                <span>{t('filters.predicted')}</span>
              </label>
            ) : null
          }
        />
      ))}
      </div>
    </aside>
  );
}

interface RowProps {
  name: Facet;
  selected: string[];
  counts: FacetCount[] | undefined;
  onToggle: (value: string) => void;
  onClear: () => void;
  /** Shown under the values (the reactivity row's "include predicted species"). */
  extra?: ReactNode;
}

function FilterRow({ name, selected, counts, onToggle, onClear, extra }: RowProps) {
  const { t } = useTranslation('catalogue');
  const valueLabels = useCatalogueValues();
  const id = useId();
  const single = SINGLE_SELECT.has(name);
  // Selected values stay visible (count 0) even when the current answer has none.
  const values: FacetCount[] = [...(counts ?? [])];
  for (const value of selected) if (!values.some((c) => c.value === value)) values.push({ value, count: 0 });
  if (values.length === 0) return null;

  return (
    <fieldset className="filter-row">
      <legend>
        {t(`filters.names.${name}`)}
        <span className="filter-row__mode">{single ? t('filters.single') : t('filters.multi')}</span>
      </legend>
      <ul className="filter-row__values">
        {single && (
          <li>
            <label>
              <input type="radio" name={id} checked={selected.length === 0} onChange={onClear} />
              <span>{t('filters.any')}</span>
            </label>
          </li>
        )}
        {values.map(({ value, count }) => (
          <li key={value}>
            <label>
              <input
                type={single ? 'radio' : 'checkbox'}
                name={id}
                value={value}
                checked={selected.includes(value)}
                onChange={() => onToggle(value)}
              />
              <span>{TRANSLATED_VALUES.has(name) ? t(`filters.values.${name}.${value}`) : valueLabels.label(name as ValueField, value)}</span>
              <span className="filter-row__count">({count})</span>
            </label>
          </li>
        ))}
      </ul>
      {extra}
    </fieldset>
  );
}
