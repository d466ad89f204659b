import { ArticlePage } from './ArticlePage';

const SECTIONS = ['how', 'moderation', 'display', 'tips'] as const;

/** /pinlun — how product reviews work and how staff moderate them. */
export default function PinlunPage() {
  return (
    <ArticlePage
      page="pinlun"
      sections={SECTIONS}
      related={[
        { to: '/rewardcomment', page: 'rewardcomment' },
        { to: '/hot', page: 'hot' },
        { to: '/feedback', page: 'feedback' },
      ]}
    />
  );
}
