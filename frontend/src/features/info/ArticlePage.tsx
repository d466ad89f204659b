import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Blocks } from './Blocks';
import { type Block, structured } from './content';
import { InfoFrame } from './InfoFrame';
import { type Related, RelatedLinks } from './RelatedLinks';
import { SectionedArticle } from './SectionedArticle';

interface Props {
  /** Key of the page in the info namespace: `<page>.title`, `<page>.intro`, `<page>.sections.<id>`. */
  page: string;
  sections: readonly string[];
  related?: readonly Related[];
  extras?: Partial<Record<string, ReactNode>>;
  /** Values of the texts' {{placeholders}}. */
  values?: Record<string, string | number>;
}

/** An information page whose text is all in the info namespace. */
export function ArticlePage({ page, sections, related, extras, values }: Props) {
  const { t } = useTranslation('info');
  return (
    <InfoFrame title={t(`${page}.title`)} lead={<Blocks blocks={structured<Block[]>(t, `${page}.intro`, [])} />}>
      <SectionedArticle ns="info" base={page} sections={sections} extras={extras} values={values} />
      {related && <RelatedLinks links={related} />}
    </InfoFrame>
  );
}
