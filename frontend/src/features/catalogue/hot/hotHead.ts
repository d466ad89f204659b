import type { HeadInput, PageHead } from '../../../shared/seo/pageHead';

/** /hot's title and description name the searched word, when there is one (the server's head and the browser's title after a new search). */
export function hotHead({ search, t }: Pick<HeadInput, 'search' | 't'>): PageHead {
  const word = search.get('searchdata')?.trim();
  return word
    ? { title: t('hot.titleFor', { ns: 'seo', word }), description: t('hot.descriptionFor', { ns: 'seo', word }) }
    : { title: t('hot.title', { ns: 'seo' }), description: t('hot.description', { ns: 'seo' }) };
}
