import { useTranslation } from 'react-i18next';
import type { EvidenceKind } from '../catalogueApi';

/** A small line drawing per kind, so the badges differ by more than colour. */
const ICONS: Record<EvidenceKind, React.ReactNode> = {
  knockout: (
    <>
      <circle cx="8" cy="8" r="5.5" />
      <path d="M4.2 11.8 11.8 4.2" />
    </>
  ),
  'own-data': <path d="M6 2.5h4M7 2.5v4L3.4 12.6a1 1 0 0 0 .9 1.4h7.4a1 1 0 0 0 .9-1.4L9 6.5v-4" />,
  'user-review': <path d="M2.5 3h11v7.5H7.5L4.5 13.5v-3h-2z" />,
  cited: <path d="M4 2h5.5L12.5 5v9H4zM9.5 2v3h3M6 8.5h4.5M6 11h4.5" />,
};

/** Which kind of evidence backs a cell, in words with its icon; `count` for reviews and citations. */
export function EvidenceBadge({ kind, count }: { kind: EvidenceKind; count?: number }) {
  const { t } = useTranslation('evidence');
  const text = count ? t(`badges.${kind}`, { count }) : t(`kinds.${kind}`);
  return (
    <span className={`evidence-badge evidence-badge--${kind}`} data-kind={kind}>
      <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
        {ICONS[kind]}
      </svg>
      {text}
    </span>
  );
}
