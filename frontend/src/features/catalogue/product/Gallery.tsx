import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../i18n/language';
import { useLanguage } from '../../../i18n/useLanguage';
import type { ProductImage } from '../catalogueApi';
import { imageUrl, pictureSrcSet } from '../../../shared/catalogue/imageUrl';
import { ZoomDialog } from './ZoomDialog';

/** Spec section 9: the thumbnail strip shows five at a time. */
const THUMBS_PER_PAGE = 5;

export function caption(image: ProductImage | undefined, language: Language): string {
  if (!image) return '';
  return language === 'en' ? image.description_en || image.description : image.description || image.description_en || '';
}

/** Main picture with its caption under it, a paged thumbnail strip, and a click-to-enlarge dialog. */
export function Gallery({ images, productName }: { images: ProductImage[]; productName: string }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const [current, setCurrent] = useState(0);
  const [strip, setStrip] = useState(0);
  const dialog = useRef<HTMLDialogElement>(null);
  const shown = images.length > 0 ? images : [{ imagepath: '', thumb: '', zoom: '', description: '', description_en: '' }];
  const image = shown[Math.min(current, shown.length - 1)];
  const stripPages = Math.ceil(shown.length / THUMBS_PER_PAGE);
  const text = caption(image, language);

  useEffect(() => {
    setCurrent(0);
    setStrip(0);
  }, [images]);

  const alt = text ? `${productName}: ${text}` : productName;

  return (
    <div className="gallery">
      <figure className="gallery__main">
        <button type="button" className="gallery__enlarge" onClick={() => dialog.current?.showModal()} aria-label={t('gallery.enlarge')}>
          {/* The page's largest paint: fetched first, at the width it is shown (full width below 900 px, else 480 px). */}
          <img
            src={imageUrl(image.imagepath)}
            srcSet={pictureSrcSet(image)}
            sizes="(max-width: 900px) calc(100vw - 2rem), 480px"
            alt={alt}
            width="480"
            height="360"
            fetchPriority="high"
          />
        </button>
        {text && <figcaption className="gallery__caption">{text}</figcaption>}
      </figure>
      {shown.length > 1 && (
        <div className="gallery__strip">
          <button type="button" className="gallery__arrow" disabled={strip === 0} onClick={() => setStrip((s) => s - 1)} aria-label={t('gallery.previous')}>
            ‹
          </button>
          <ul>
            {shown.slice(strip * THUMBS_PER_PAGE, (strip + 1) * THUMBS_PER_PAGE).map((thumb, i) => {
              const index = strip * THUMBS_PER_PAGE + i;
              return (
                <li key={`${thumb.imagepath}-${index}`}>
                  <button
                    type="button"
                    aria-pressed={index === current}
                    aria-label={t('gallery.show', { index: index + 1, total: shown.length })}
                    onClick={() => setCurrent(index)}
                  >
                    <img src={imageUrl(thumb.thumb || thumb.imagepath)} alt="" width="72" height="54" loading="lazy" />
                  </button>
                </li>
              );
            })}
          </ul>
          <button
            type="button"
            className="gallery__arrow"
            disabled={strip >= stripPages - 1}
            onClick={() => setStrip((s) => s + 1)}
            aria-label={t('gallery.next')}
          >
            ›
          </button>
        </div>
      )}
      <ZoomDialog dialog={dialog} src={image.zoom || image.imagepath} alt={alt} label={t('gallery.enlarged')}>
        {text && <p>{text}</p>}
      </ZoomDialog>
    </div>
  );
}
