import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../shared/ui/NotFound';
import { Blocks } from './Blocks';
import { type Block, structured } from './content';
import { InfoFrame } from './InfoFrame';
import { isProtocolKind, PROTOCOLS } from './protocols';
import { RelatedLinks } from './RelatedLinks';
import { SectionedArticle } from './SectionedArticle';

/** /protocol/wb, /ip, /ihc, /iccif, /fcm, /chip. */
export default function ProtocolPage() {
  const { kind } = useParams();
  const { t } = useTranslation('protocols');
  if (!isProtocolKind(kind)) return <NotFound />;
  const lead = (
    <>
      <Blocks blocks={structured<Block[]>(t, `${kind}.intro`, [])} />
      <p className="info-note">{t('guideline')}</p>
    </>
  );
  return (
    <InfoFrame title={t(`${kind}.title`)} parents={[{ label: t('index.title'), to: '/protocol/detail' }]} lead={lead}>
      <SectionedArticle ns="protocols" base={kind} sections={PROTOCOLS[kind]} />
      <RelatedLinks
        links={[
          { to: '/protocol/detail', page: 'protocols' },
          { to: '/techfaq', page: 'techfaq' },
          { to: '/feedback', page: 'feedback' },
          { to: '/safe', page: 'safe' },
        ]}
      />
    </InfoFrame>
  );
}
