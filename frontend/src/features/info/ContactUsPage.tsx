import { ArticlePage } from './ArticlePage';
import { ContactDetails } from './SiteDetails';

const SECTIONS = ['company', 'technical', 'orders'] as const;

/** /contactus — how to reach sales and technical support. */
export default function ContactUsPage() {
  return (
    <ArticlePage
      page="contactus"
      sections={SECTIONS}
      extras={{ company: <ContactDetails /> }}
      related={[
        { to: '/link', page: 'link' },
        { to: '/feedback', page: 'feedback' },
        { to: '/xuqiu', page: 'xuqiu' },
        { to: '/jobget', page: 'jobget' },
      ]}
    />
  );
}
