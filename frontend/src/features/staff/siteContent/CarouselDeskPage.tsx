import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { Link } from 'react-router';
import { showNotice } from '../../../shared/ui/notice';
import { CarouselSlideForm } from './CarouselSlideForm';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { StaffShell } from '../shell/StaffShell';
import { DeskSlide, refusalOf, useDeleteSlideMutation, useDeskSlidesQuery, useMoveSlideMutation } from './staffContentApi';
import './staffContent.css';

/** /admin/carousel: the home page's picture carousel, in playing order. */
export default function CarouselDeskPage() {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const slides = useDeskSlidesQuery();
  const [move, moving] = useMoveSlideMutation();
  const [remove] = useDeleteSlideMutation();
  const [editing, setEditing] = useState<DeskSlide | 'new' | null>(null);
  const [deleting, setDeleting] = useState<DeskSlide | null>(null);
  const nameOf = (slide: DeskSlide) => (language === 'en' ? slide.picname_en : slide.picname_ch);
  const list = slides.data ?? [];

  const failed = (failure: unknown) => showNotice(refusalOf(failure).message ?? t('failed'), 'error');

  async function confirmDelete() {
    const target = deleting;
    setDeleting(null);
    if (!target) return;
    try {
      await remove(target.id).unwrap();
      showNotice(t('deleted'));
      if (editing !== 'new' && editing?.id === target.id) setEditing(null);
    } catch (failure) {
      failed(failure);
    }
  }

  return (
    <StaffShell title={t('carousel.title')}>
      <p className="staff-content__intro">{t('carousel.intro')}</p>
      <div className="staff-toolbar">
        <Link to="/">{t('carousel.viewHome')}</Link>
        <button type="button" className="button staff-toolbar__new" onClick={() => setEditing('new')} disabled={editing === 'new'}>
          {t('carousel.new')}
        </button>
      </div>

      {editing && <CarouselSlideForm key={editing === 'new' ? 'new' : editing.id} slide={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}

      {slides.isLoading && <p role="status">{t('loading')}</p>}
      {slides.isError && (
        <p className="error-text" role="alert">
          {t('failed')}
        </p>
      )}
      {slides.data && list.length === 0 && <p role="status">{t('carousel.builtIn')}</p>}
      <ol className="staff-slides">
        {list.map((slide, index) => (
          <li key={slide.id} className="staff-slide" aria-labelledby={`slide-${slide.id}-name`}>
            <img src={slide.url} alt="" className="staff-slide__picture" loading="lazy" />
            <div className="staff-slide__text">
              <p className="staff-slide__order">{t('carousel.order', { position: index + 1 })}</p>
              <h2 id={`slide-${slide.id}-name`}>{nameOf(slide)}</h2>
              <dl>
                <dt>{t('carousel.fields.picname_ch')}</dt>
                <dd lang="zh-CN">{slide.picname_ch}</dd>
                <dt>{t('carousel.fields.picname_en')}</dt>
                <dd lang="en">{slide.picname_en}</dd>
                <dt>{t('carousel.fields.routlink')}</dt>
                <dd>
                  <Link to={slide.routlink} className="staff-slide__link">
                    {slide.routlink}
                  </Link>
                </dd>
              </dl>
              <div className="staff-content__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={index === 0 || moving.isLoading}
                  aria-label={t('carousel.moveUpLabel', { name: nameOf(slide) })}
                  onClick={() => move({ id: slide.id, direction: 'up' }).unwrap().catch(failed)}
                >
                  ↑ {t('carousel.moveUp')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={index === list.length - 1 || moving.isLoading}
                  aria-label={t('carousel.moveDownLabel', { name: nameOf(slide) })}
                  onClick={() => move({ id: slide.id, direction: 'down' }).unwrap().catch(failed)}
                >
                  ↓ {t('carousel.moveDown')}
                </button>
                <button type="button" className="button button--ghost" onClick={() => setEditing(slide)} aria-label={`${t('edit')} ${nameOf(slide)}`}>
                  {t('edit')}
                </button>
                <button type="button" className="button button--ghost staff-content__delete" onClick={() => setDeleting(slide)} aria-label={`${t('delete')} ${nameOf(slide)}`}>
                  {t('delete')}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? t('carousel.confirmDelete', { name: nameOf(deleting) }) : ''}
        yes={t('confirmYes')}
        no={t('confirmNo')}
        danger
        onYes={() => void confirmDelete()}
        onNo={() => setDeleting(null)}
      />
    </StaffShell>
  );
}
