import { useTranslation } from 'react-i18next';
import type { QueryFilter } from '../catalogueApi';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';

/**
 * Filters the server read from the typed words ("rabbit monoclonal p53", "兔单抗 p53"), each a chip:
 * removing one searches again without its word, which widens the list.
 */
export function QueryChips({ chips, onRemove }: { chips: QueryFilter[]; onRemove: (chip: QueryFilter) => void }) {
  const { t } = useTranslation('catalogue');
  const values = useCatalogueValues();
  if (chips.length === 0) return null;
  return (
    <div className="query-chips" role="group" aria-label={t('hot.chips.label')}>
      <span className="query-chips__lead">{t('hot.chips.lead')}</span>
      {chips.map((chip) => {
        const label = t('hot.chips.chip', { filter: t(`filters.names.${chip.facet}`), values: chip.values.map((v) => values.label(chip.facet, v)).join(' / ') });
        return (
          <span key={`${chip.facet}:${chip.word}`} className="query-chip" data-facet={chip.facet}>
            <span>{label}</span>
            <button type="button" className="query-chip__remove" aria-label={t('hot.chips.remove', { filter: label })} onClick={() => onRemove(chip)}>
              ×
            </button>
          </span>
        );
      })}
    </div>
  );
}
