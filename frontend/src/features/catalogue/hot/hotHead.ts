import type { HeadInput, PageHead } from '../../../app/pageHead';

/** /hot's title and description name the searched word, when there is one. */
export function hotHead({ search, t }: HeadInput): PageHead {
  const word = search.get('searchdata')?.trim();
  return word
    ? { title: t('hot.titleFor', { ns: 'seo', word }), description: t('hot.descriptionFor', { ns: 'seo', word }) }
    : { title: t('hot.title', { ns: 'seo' }), description: t('hot.description', { ns: 'seo' }) };
}
