import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Blocks } from './Blocks';
import { type Block, structured } from './content';
import { InfoFrame } from './InfoFrame';
import { PROTOCOL_KINDS } from './protocols';

/** /protocol/detail — the protocol index. */
export default function ProtocolIndexPage() {
  const { t } = useTranslation('protocols');
  return (
    <InfoFrame title={t('index.title')} lead={<Blocks blocks={structured<Block[]>(t, 'index.intro', [])} />}>
      <ul className="info-cards">
        {PROTOCOL_KINDS.map((kind) => (
          <li key={kind}>
            <h2>
              <Link to={`/protocol/${kind}`}>{t(`${kind}.title`)}</Link>
            </h2>
            <p>{t(`${kind}.summary`)}</p>
          </li>
        ))}
      </ul>
      <p className="info-note">{t('guideline')}</p>
    </InfoFrame>
  );
}
