import { ArticlePage } from './ArticlePage';

const SECTIONS = ['online', 'distributors', 'institutions', 'international'] as const;

/** /goumai — where to buy: this shop, a distributor in your province, or a quotation. */
export default function GoumaiPage() {
  return (
    <ArticlePage
      page="goumai"
      sections={SECTIONS}
      related={[
        { to: '/hot', page: 'hot' },
        { to: '/link', page: 'link' },
        { to: '/customerguide', page: 'customerguide' },
        { to: '/contactus', page: 'contactus' },
      ]}
    />
  );
}
