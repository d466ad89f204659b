import { useTranslation } from 'react-i18next';
import type { QueryFilter } from '../catalogueApi';
import { useCatalogueValues } from '../../../shared/catalogue/catalogueValues';
import { useLanguage } from '../../../i18n/useLanguage';
import { isVocabularyName } from '@shop/contract';

/** The kinds of product the words name that are not list filters: their values are labelled by this feature's texts. */
const KIND_FACETS = new Set<QueryFilter['facet']>(['loadingcontrol', 'recombinant']);

/**
 * Labels for the chips the server read from the words: a filter's values through the catalogue's
 * value labels ("host Mouse" → 小鼠), a loading control's or a recombinant's through the feature's texts.
 */
export function useChipLabels() {
  const { t } = useTranslation('catalogue');
  const values = useCatalogueValues();
  const language = useLanguage();

  /** One value as the chip names it: "小鼠", "磷酸化", "核内参", "重组". */
  const value = (chip: QueryFilter, raw: string): string =>
    KIND_FACETS.has(chip.facet)
      ? t(`hot.chips.kinds.${chip.facet}.${raw}`, { defaultValue: raw })
      : isVocabularyName(chip.facet)
        ? values.label(chip.facet, raw)
        : raw;

  /** The chip's values joined ("人 / 小鼠"). */
  const values_ = (chip: QueryFilter): string => chip.values.map((v) => value(chip, v)).join(' / ');

  /** The whole chip text: "宿主：小鼠"; a kind of product needs no filter name ("核内参", "重组"). */
  const chip = (c: QueryFilter): string => {
    // A family (issue 49) is the target-name table's data: its names in both languages come with the chip.
    if (c.family) {
      const { zh, en, members, size } = c.family;
      return t('hot.chips.family', { name: language === 'zh' ? zh : en, members: members.join(language === 'zh' ? '、' : ', '), size });
    }
    return KIND_FACETS.has(c.facet) ? values_(c) : t('hot.chips.chip', { filter: t(`filters.names.${c.facet}`), values: values_(c) });
  };

  return { value, values: values_, chip };
}
