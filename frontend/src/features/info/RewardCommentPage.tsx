import { ArticlePage } from './ArticlePage';

/*
 * The spec's two reward texts disagree: the Chinese one says 8折 (20 % off), the English one 10 %.
 * One rule for both languages: 20 % off the next order (or a free secondary antibody), the same
 * as the review-reward promotion seeded in backend/src/seed/catalogue/home-content.ts.
 */
const SECTIONS = ['rewards', 'how', 'rules'] as const;

/** /rewardcomment — the review reward programme. */
export default function RewardCommentPage() {
  return (
    <ArticlePage
      page="rewardcomment"
      sections={SECTIONS}
      related={[
        { to: '/pinlun', page: 'pinlun' },
        { to: '/hot', page: 'hot' },
        { to: '/order', page: 'order' },
      ]}
    />
  );
}
