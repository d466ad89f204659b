import { FormEvent, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { StaffShell } from '../shell/StaffShell';
import { serverMessage } from '../../../shared/api/serverMessage';
import { usePromotionTextQuery } from '../../content';
import { useSavePromotionMutation } from './promotionsApi';
import './promotionEditor.css';

// ProseMirror is large: only staff opening the editor download it.
const RichTextEditor = lazy(() => import('./RichTextEditor'));

interface Draft {
  textname_ch: string;
  textname_en: string;
  textedit_ch: string;
  textedit_en: string;
}

const EMPTY: Draft = { textname_ch: '', textname_en: '', textedit_ch: '', textedit_en: '' };

/** /textedit/{textid} (or /textedit/new) — staff edit a promotion's names, picture and texts. */
export default function PromotionEditPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const { textid = '' } = useParams();
  const creating = textid === 'new';
  const id = /^\d+$/.test(textid) ? Number(textid) : NaN;
  const existing = usePromotionTextQuery(id, { skip: Number.isNaN(id) });
  const [save, saving] = useSavePromotionMutation();
  const [draft, setDraft] = useState<Draft | null>(creating ? EMPTY : null);
  const [image, setImage] = useState<File | undefined>();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const loaded = existing.data;
  useEffect(() => {
    if (loaded && !draft) {
      setDraft({ textname_ch: loaded.textname_ch, textname_en: loaded.textname_en, textedit_ch: loaded.textedit_ch, textedit_en: loaded.textedit_en });
    }
  }, [loaded, draft]);

  if (!creating && Number.isNaN(id)) return <Navigate to="/admin/promotions" replace />;
  const title = creating ? t('editor.newTitle') : t('editor.title', { id });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft) return;
    setMessage(null);
    if (!draft.textname_ch.trim() || !draft.textname_en.trim()) return setMessage({ ok: false, text: t('editor.namesNeeded') });
    try {
      const answer = await save({ ...draft, textid: creating ? undefined : id, imagefile: image }).unwrap();
      // The server's sanitised HTML is what is stored: show that, not what was typed.
      setDraft({ textname_ch: answer.data.textname_ch, textname_en: answer.data.textname_en, textedit_ch: answer.data.textedit_ch, textedit_en: answer.data.textedit_en });
      setImage(undefined);
      setMessage({ ok: true, text: t('editor.saved') });
      if (creating) navigate(`/textedit/${answer.data.textid}`, { replace: true });
    } catch (failure) {
      setMessage({ ok: false, text: serverMessage(failure) ?? t('editor.failed') });
    }
  }

  return (
    <StaffShell title={title}>
      <div className="promotion-editor">
        {!creating && existing.data === null && <p className="error-text">{t('promotion.missing')}</p>}
        {draft && (
          <form onSubmit={submit}>
            <div className="promotion-editor__names">
              <label className="promotion-editor__field">
                {t('editor.nameZh')}
                <input type="text" value={draft.textname_ch} maxLength={200} onChange={(e) => setDraft({ ...draft, textname_ch: e.target.value })} />
              </label>
              <label className="promotion-editor__field">
                {t('editor.nameEn')}
                <input type="text" value={draft.textname_en} maxLength={200} onChange={(e) => setDraft({ ...draft, textname_en: e.target.value })} />
              </label>
            </div>
            <div className="promotion-editor__image">
              {loaded?.imagefile && !image && <img src={loaded.imagefile} alt={t('editor.currentImage')} />}
              <label className="promotion-editor__field">
                {t('editor.image')}
                <input type="file" accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif" onChange={(e) => setImage(e.target.files?.[0])} />
              </label>
            </div>
            <Suspense fallback={<p role="status">{t('loading')}</p>}>
              {/* Keyed by the stored text so a save (sanitised answer) reloads the editors. */}
              <div className="promotion-editor__field">
                <span>{t('editor.bodyZh')}</span>
                <RichTextEditor
                  key={`zh-${loaded?.updatetime ?? 'new'}`}
                  id="promotion-body-zh"
                  label={t('editor.bodyZh')}
                  value={draft.textedit_ch}
                  onChange={(html) => setDraft((d) => d && { ...d, textedit_ch: html })}
                />
              </div>
              <div className="promotion-editor__field">
                <span>{t('editor.bodyEn')}</span>
                <RichTextEditor
                  key={`en-${loaded?.updatetime ?? 'new'}`}
                  id="promotion-body-en"
                  label={t('editor.bodyEn')}
                  value={draft.textedit_en}
                  onChange={(html) => setDraft((d) => d && { ...d, textedit_en: html })}
                />
              </div>
            </Suspense>
            {message && (
              <p className={message.ok ? 'ok-text' : 'error-text'} role={message.ok ? 'status' : 'alert'}>
                {message.text}
              </p>
            )}
            <p>
              <button className="button" type="submit" disabled={saving.isLoading}>
                {t('editor.save')}
              </button>
            </p>
          </form>
        )}
      </div>
    </StaffShell>
  );
}
