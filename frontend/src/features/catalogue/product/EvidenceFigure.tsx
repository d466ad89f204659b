import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { imageUrl } from '../../../shared/catalogue/imageUrl';
import type { CellFigure } from './evidenceMatrix';
import { ZoomDialog } from './ZoomDialog';

/** A figure behind a matrix cell: a thumbnail button that opens it enlarged with its caption and notes. */
export function EvidenceFigure({ figure, application, species }: { figure: CellFigure; application: string; species: string }) {
  const { t } = useTranslation('evidence');
  const dialog = useRef<HTMLDialogElement>(null);
  const english = useLanguage() === 'en';
  const { description, description_en } = figure.figure;
  const caption = english ? description_en || description : description || description_en;
  const kinds = figure.notes.map((n) => t(`kinds.${n.kind}`)).join(t('matrix.kindSeparator'));
  const title = t('matrix.figureTitle', { application, species, kinds });
  return (
    <>
      <button type="button" className="evidence-figure" onClick={() => dialog.current?.showModal()} aria-label={t('matrix.figureLabel', { application, species, kinds })}>
        <img src={imageUrl(figure.figure.thumb)} alt="" width="40" height="30" loading="lazy" />
        <span>{t('matrix.figure')}</span>
      </button>
      <ZoomDialog dialog={dialog} src={figure.figure.zoom || figure.figure.detail} alt={caption || title} label={title}>
        <div className="evidence-figure__text">
          <h3>{title}</h3>
          {caption && <p>{caption}</p>}
          {figure.notes
            .map((n) => ({ kind: n.kind, text: english ? n.note_en || n.note : n.note || n.note_en }))
            .filter((n) => n.text)
            .map((n) => (
              <p key={n.kind} className="evidence-figure__note">
                <strong>{t(`kinds.${n.kind}`)}</strong>
                {t('matrix.noteSeparator')}
                {n.text}
              </p>
            ))}
        </div>
      </ZoomDialog>
    </>
  );
}
