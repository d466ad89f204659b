import { ArticlePage } from './ArticlePage';
import { useSiteInfoQuery } from '../../shared/api/siteApi';
import { BankDetails } from './SiteDetails';

const SECTIONS = ['steps', 'payment', 'leadtime', 'delivery', 'invoice'] as const;

/** /customerguide — how to order, pay, and when the parcel arrives (issue 31: the delivery days and the fee are the shop's settings). */
export default function CustomerGuidePage() {
  const site = useSiteInfoQuery().data;
  const values = site ? { china: site.delivery.china, international: site.delivery.international, fee: site.handlingfee_usd } : { china: '…', international: '…', fee: '…' };
  return (
    <ArticlePage
      page="customerguide"
      sections={SECTIONS}
      values={values}
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
