import { useTranslation } from 'react-i18next';
import { Blocks } from './Blocks';
import { type Block, type Question, structured } from './content';
import { InfoFrame } from './InfoFrame';
import { RelatedLinks } from './RelatedLinks';
import { SectionedArticle } from './SectionedArticle';

const TOPICS = ['storage', 'dilution', 'signal', 'bands', 'specificity', 'secondary', 'products'] as const;

function Questions({ topic }: { topic: string }) {
  const { t } = useTranslation('faq');
  const questions = structured<Question[]>(t, `faq.sections.${topic}.items`, []);
  return (
    <>
      {questions.map((item) => (
        <div key={item.q} className="info-qa">
          <h3>{item.q}</h3>
          <Blocks blocks={item.a} />
        </div>
      ))}
    </>
  );
}

/** /techfaq — antibody questions researchers actually ask, by topic. */
export default function TechFaqPage() {
  const { t } = useTranslation('faq');
  return (
    <InfoFrame title={t('faq.title')} lead={<Blocks blocks={structured<Block[]>(t, 'faq.intro', [])} />}>
      <SectionedArticle ns="faq" base="faq" sections={TOPICS} body={(topic) => <Questions topic={topic} />} />
      <RelatedLinks
        links={[
          { to: '/protocol/detail', page: 'protocols' },
          { to: '/feedback', page: 'feedback' },
          { to: '/contactus', page: 'contactus' },
        ]}
      />
    </InfoFrame>
  );
}
