import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/useLanguage';
import { REVIEW_APPLICATIONS, REVIEW_SPECIES, REVIEW_TYPES } from '@shop/contract';

/** The form's option a stored word is, whatever its case (sample types are stored 'cell', the form says 'Cell'). */
const optionOf = (options: readonly string[], value: string): string | undefined => {
  const wanted = value.trim().toLowerCase();
  return options.find((option) => option.toLowerCase() === wanted);
};

/**
 * A review's choices (applications, species, sample type) in the page's language, with the review form's own labels
 * (issue 35: "应用 WESTERN BLOT · 样本类型 cell" on zh pages): the product page's review block and the staff queue
 * show them as the evidence matrix shows catalogue values. A word outside the form's options (a species the reviewer
 * typed under "other") shows as written.
 */
export function useReviewChoices() {
  const { t } = useTranslation('reviews');
  const language = useLanguage();
  const label = (group: 'applications' | 'species' | 'types', options: readonly string[], value: string): string => {
    const option = optionOf(options, value);
    return option ? t(`${group}.${option}`) : value;
  };
  return {
    /** The stored list ("WESTERN BLOT,ELISA"), each labelled. */
    applications: (joined: string): string =>
      joined.split(',').map((a) => a.trim()).filter(Boolean).map((a) => label('applications', REVIEW_APPLICATIONS, a)).join(language === 'zh' ? '、' : ', '),
    species: (value: string): string => label('species', REVIEW_SPECIES, value),
    type: (value: string): string => label('types', REVIEW_TYPES, value),
  };
}
