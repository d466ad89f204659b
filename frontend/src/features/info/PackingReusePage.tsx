import { ArticlePage } from './ArticlePage';

const SECTIONS = ['packaging', 'reuse', 'returns', 'recycling'] as const;

/** /packingreuse — what the cold-chain packaging is and how to reuse, return or recycle it. */
export default function PackingReusePage() {
  return <ArticlePage page="packingreuse" sections={SECTIONS} related={[{ to: '/contactus', page: 'contactus' }, { to: '/safe', page: 'safe' }]} />;
}
