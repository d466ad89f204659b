import { ArticlePage } from './ArticlePage';

const SECTIONS = ['ppe', 'azide', 'formaldehyde', 'dab', 'acrylamide', 'solvents', 'biosafety', 'waste', 'emergency'] as const;

/** /safe — lab safety for the reagents an antibody lab handles every day. */
export default function SafePage() {
  return <ArticlePage page="safe" sections={SECTIONS} related={[{ to: '/protocol/detail', page: 'protocols' }, { to: '/techfaq', page: 'techfaq' }]} />;
}
