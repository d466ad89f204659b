import { useTranslation } from 'react-i18next';
import type { QueryFilter } from '../catalogueApi';
import { useChipLabels } from './chipLabels';

const same = (a: QueryFilter, b: QueryFilter) => a.facet === b.facet && a.word === b.word;

/**
 * Filters the server read from the typed words ("rabbit monoclonal p53", "兔单抗 p53", "磷酸化AKT",
 * "核内参"), each a chip: removing one searches again without its word, which widens the list. A chip
 * the server had to drop because it left nothing (`dropped`, the widened notice) is marked as not applied.
 */
export function QueryChips({ chips, dropped = [], onRemove }: { chips: QueryFilter[]; dropped?: QueryFilter[]; onRemove: (chip: QueryFilter) => void }) {
  const { t } = useTranslation('catalogue');
  const labels = useChipLabels();
  if (chips.length === 0) return null;
  return (
    <div className="query-chips" role="group" aria-label={t('hot.chips.label')}>
      <span className="query-chips__lead">{t('hot.chips.lead')}</span>
      {chips.map((chip) => {
        const label = labels.chip(chip);
        const unused = dropped.some((d) => same(d, chip));
        return (
          <span key={`${chip.facet}:${chip.word}`} className={unused ? 'query-chip query-chip--dropped' : 'query-chip'} data-facet={chip.facet}>
            <span className="query-chip__label">{label}</span>
            {unused && <span className="visually-hidden">{t('hot.chips.dropped')}</span>}
            <button type="button" className="query-chip__remove" aria-label={t('hot.chips.remove', { filter: label })} onClick={() => onRemove(chip)}>
              ×
            </button>
          </span>
        );
      })}
    </div>
  );
}
