import { FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureStatus } from '../../../shared/api/serverMessage';
import { useLanguage } from '../../../i18n/useLanguage';
import { showNotice } from '../../../shared/ui/notice';
import { StaffField } from '../shell/StaffField';
import { StaffFormFooter } from '../shell/StaffFormFooter';
import { DeskSlide, refusalOf, SlideDraft, useCreateSlideMutation, useUpdateSlideMutation } from './staffContentApi';

const FIELDS = ['imagefile', 'picname_ch', 'picname_en', 'routlink'] as const;

/** A full address of this site, pasted from the address bar, becomes the in-app path the server expects. */
function ownPath(link: string): string {
  const trimmed = link.trim();
  return trimmed.startsWith(`${window.location.origin}/`) ? trimmed.slice(window.location.origin.length) : trimmed;
}

/** A local preview of the chosen picture, released when another is chosen or the form closes. */
function usePreview(file: File | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Creates (slide null) or edits a carousel slide. The server judges names, link and picture and
 * its message is shown under the field it names.
 */
export function CarouselSlideForm({ slide, onDone }: { slide: DeskSlide | null; onDone: () => void }) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const [draft, setDraft] = useState<SlideDraft<File>>({ routlink: slide?.routlink ?? '', picname_ch: slide?.picname_ch ?? '', picname_en: slide?.picname_en ?? '' });
  const [refusal, setRefusal] = useState<{ field?: string; message: string } | null>(null);
  const [create, creating] = useCreateSlideMutation();
  const [update, updating] = useUpdateSlideMutation();
  const preview = usePreview(draft.imagefile);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const set = (field: keyof SlideDraft<File>, value: string | File | undefined) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };
  const errorOf = (field: (typeof FIELDS)[number]) => (refusal?.field === field ? refusal.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      const sent = { ...draft, routlink: ownPath(draft.routlink) };
      await (slide ? update({ id: slide.id, draft: sent }) : create(sent)).unwrap();
      showNotice(t('saved'));
      onDone();
    } catch (failure) {
      const { message, field } = refusalOf(failure);
      // Picture refusals (missing, too large, not an image, unreadable) come from the upload step and name no field.
      const status = failureStatus(failure) ?? 0;
      const aboutPicture = !field && ([413, 415, 422].includes(status) || (!slide && !draft.imagefile));
      const named = aboutPicture ? 'imagefile' : field && (FIELDS as readonly string[]).includes(field) ? field : undefined;
      setRefusal({ message: message ?? t('failed'), field: named });
    }
  }

  const shown = preview ?? slide?.url;
  return (
    <form className="staff-form" onSubmit={submit} noValidate aria-labelledby="slide-form-title">
      <h2 id="slide-form-title" tabIndex={-1} ref={heading}>
        {slide ? t('carousel.editTitle', { name: language === 'en' ? slide.picname_en : slide.picname_ch }) : t('carousel.newTitle')}
      </h2>
      <div className="staff-form__picture">
        {shown && <img src={shown} alt={preview ? t('carousel.preview') : t('carousel.current')} className="staff-slide__picture" />}
        <StaffField
          id="slide-imagefile"
          label={t('carousel.fields.imagefile')}
          hint={slide ? t('carousel.hints.replace') : t('carousel.hints.imagefile')}
          error={errorOf('imagefile')}
        >
          <input type="file" accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif" onChange={(e) => set('imagefile', e.target.files?.[0])} />
        </StaffField>
      </div>
      <div className="staff-form__grid">
        <StaffField id="slide-picname_ch" label={t('carousel.fields.picname_ch')} hint={t('carousel.hints.names')} error={errorOf('picname_ch')}>
          <input type="text" value={draft.picname_ch} maxLength={200} onChange={(e) => set('picname_ch', e.target.value)} />
        </StaffField>
        <StaffField id="slide-picname_en" label={t('carousel.fields.picname_en')} error={errorOf('picname_en')}>
          <input type="text" value={draft.picname_en} maxLength={200} onChange={(e) => set('picname_en', e.target.value)} />
        </StaffField>
        <StaffField id="slide-routlink" wide label={t('carousel.fields.routlink')} hint={t('carousel.hints.routlink')} error={errorOf('routlink')}>
          <input type="text" value={draft.routlink} maxLength={500} spellCheck={false} onChange={(e) => set('routlink', e.target.value)} />
        </StaffField>
      </div>
      <StaffFormFooter message={refusal && !refusal.field ? refusal.message : undefined} busy={creating.isLoading || updating.isLoading} onCancel={onDone} />
    </form>
  );
}
