import { ArticlePage } from './ArticlePage';
import { BankDetails } from './SiteDetails';

const SECTIONS = ['steps', 'payment', 'leadtime', 'delivery', 'invoice'] as const;

/** /customerguide — how to order, pay, and when the parcel arrives. */
export default function CustomerGuidePage() {
  return (
    <ArticlePage
      page="customerguide"
      sections={SECTIONS}
      extras={{ payment: <BankDetails /> }}
      related={[
        { to: '/hot', page: 'hot' },
        { to: '/shopcar', page: 'shopcar' },
        { to: '/order', page: 'order' },
        { to: '/qualityassurance', page: 'qualityassurance' },
        { to: '/contactus', page: 'contactus' },
      ]}
    />
  );
}
