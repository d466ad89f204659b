import { ArticlePage } from './ArticlePage';

const SECTIONS = ['testing', 'guarantee', 'shelflife', 'claims', 'exclusions'] as const;

/** /qualityassurance — lot testing, the 12-month guarantee, shelf life, and how to make a claim. */
export default function QualityAssurancePage() {
  return (
    <ArticlePage
      page="qualityassurance"
      sections={SECTIONS}
      related={[
        { to: '/feedback', page: 'feedback' },
        { to: '/techfaq', page: 'techfaq' },
        { to: '/contactus', page: 'contactus' },
      ]}
    />
  );
}
