import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../shared/catalogue/imageUrl';

interface Props {
  dialog: RefObject<HTMLDialogElement | null>;
  /** The picture at its zoom size. */
  src: string;
  alt: string;
  label: string;
  /** What is said about the picture under it (caption, notes). */
  children?: ReactNode;
}

/** An enlarged picture over the page (the gallery's and the evidence figures'); a click outside or Close shuts it. */
export function ZoomDialog({ dialog, src, alt, label, children }: Props) {
  const { t } = useTranslation('catalogue');
  return (
    <dialog ref={dialog} className="gallery__dialog" aria-label={label} onClick={(e) => e.target === dialog.current && dialog.current?.close()}>
      <img src={imageUrl(src)} alt={alt} loading="lazy" />
      {children}
      <form method="dialog">
        <button type="submit" className="button">{t('gallery.close')}</button>
      </form>
    </dialog>
  );
}
