import type { HeadInput, PageHead } from '../../shared/seo/pageHead';

export function homeHead({ t }: HeadInput): PageHead {
  return { title: t('home.title', { ns: 'seo' }), description: t('home.description', { ns: 'seo' }) };
}
