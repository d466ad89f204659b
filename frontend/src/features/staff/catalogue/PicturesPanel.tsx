import { FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  answerProblems,
  Picture,
  useAddPictureMutation,
  useCaptionPictureMutation,
  useDeletePictureMutation,
  useOrderPicturesMutation,
  useReplacePictureMutation,
} from './catalogueAdminApi';

/** The server judges the content; this only narrows the file chooser. */
const PICTURE_TYPES = 'image/jpeg,image/png,image/gif,image/webp,image/tiff';

/** Runs one picture change and reports how it went; answers whether it succeeded. */
type Perform = (call: () => Promise<unknown>, done: string) => Promise<boolean>;

function PictureItem({ pid, picture, index, order, busy, perform }: { pid: number; picture: Picture; index: number; order: number[]; busy: boolean; perform: Perform }) {
  const { t } = useTranslation('catalogueAdmin');
  const [caption, setCaption] = useState(picture.caption);
  const [captionEn, setCaptionEn] = useState(picture.caption_en);
  const chooser = useRef<HTMLInputElement>(null);
  const [saveCaption] = useCaptionPictureMutation();
  const [replace] = useReplacePictureMutation();
  const [remove] = useDeletePictureMutation();
  const [reorder] = useOrderPicturesMutation();
  const number = index + 1;
  const idBase = `picture-${picture.position}`;

  const move = (step: -1 | 1) => {
    const next = [...order];
    [next[index], next[index + step]] = [next[index + step], next[index]];
    void perform(() => reorder({ pid, order: next }).unwrap(), t('pictures.moved'));
  };

  return (
    <li className="pictures__item">
      <a href={picture.zoom || picture.detail} target="_blank" rel="noreferrer">
        <img src={picture.thumb} alt={t('pictures.alt', { n: number })} width="120" height="90" />
      </a>
      <div className="pictures__captions">
        <span className="pictures__number">{t('pictures.number', { n: number })}</span>
        <label htmlFor={`${idBase}-zh`}>{t('pictures.captionZh')}</label>
        <input id={`${idBase}-zh`} type="text" value={caption} maxLength={500} onChange={(e) => setCaption(e.target.value)} />
        <label htmlFor={`${idBase}-en`}>{t('pictures.captionEn')}</label>
        <input id={`${idBase}-en`} type="text" value={captionEn} maxLength={500} onChange={(e) => setCaptionEn(e.target.value)} />
      </div>
      <div className="pictures__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || (caption === picture.caption && captionEn === picture.caption_en)}
          onClick={() => void perform(() => saveCaption({ pid, position: picture.position, caption, caption_en: captionEn }).unwrap(), t('pictures.captionSaved'))}
        >
          {t('pictures.saveCaption')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy || index === 0} onClick={() => move(-1)} aria-label={t('pictures.upLabel', { n: number })}>
          ↑ {t('pictures.up')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy || index === order.length - 1} onClick={() => move(1)} aria-label={t('pictures.downLabel', { n: number })}>
          ↓ {t('pictures.down')}
        </button>
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => chooser.current?.click()} aria-label={t('pictures.replaceLabel', { n: number })}>
          {t('pictures.replace')}
        </button>
        <input
          ref={chooser}
          type="file"
          accept={PICTURE_TYPES}
          hidden
          aria-label={t('pictures.replaceLabel', { n: number })}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void perform(() => replace({ pid, position: picture.position, picture: file }).unwrap(), t('pictures.replaced'));
          }}
        />
        <button
          type="button"
          className="button button--ghost pictures__delete"
          disabled={busy}
          aria-label={t('pictures.deleteLabel', { n: number })}
          onClick={() => {
            if (window.confirm(t('pictures.confirmDelete', { n: number }))) void perform(() => remove({ pid, position: picture.position }).unwrap(), t('pictures.deleted'));
          }}
        >
          {t('pictures.delete')}
        </button>
      </div>
    </li>
  );
}

function AddPicture({ pid, busy, perform, complain }: { pid: number; busy: boolean; perform: Perform; complain: (text: string) => void }) {
  const { t } = useTranslation('catalogueAdmin');
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [captionEn, setCaptionEn] = useState('');
  const [formKey, setFormKey] = useState(0);
  const [add] = useAddPictureMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) return complain(t('pictures.chooseFile'));
    if (await perform(() => add({ pid, picture: file, caption, caption_en: captionEn }).unwrap(), t('pictures.added'))) {
      setFile(null);
      setCaption('');
      setCaptionEn('');
      setFormKey((k) => k + 1); // a fresh file input: its chosen file cannot be cleared otherwise
    }
  }

  return (
    <form key={formKey} className="pictures__add" onSubmit={submit} aria-labelledby="pictures-add">
      <h3 id="pictures-add">{t('pictures.addTitle')}</h3>
      <label>
        <span>{t('pictures.file')}</span>
        <input type="file" accept={PICTURE_TYPES} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
      </label>
      <label>
        <span>{t('pictures.captionZh')}</span>
        <input type="text" value={caption} maxLength={500} onChange={(e) => setCaption(e.target.value)} />
      </label>
      <label>
        <span>{t('pictures.captionEn')}</span>
        <input type="text" value={captionEn} maxLength={500} onChange={(e) => setCaptionEn(e.target.value)} />
      </label>
      <p>
        <button type="submit" className="button" disabled={busy}>{t('pictures.add')}</button>
      </p>
    </form>
  );
}

/** The product's pictures in shop order: captions, order, replace, delete, add. Each change is saved at once. */
export function PicturesPanel({ pid, pictures }: { pid: number; pictures: Picture[] }) {
  const { t } = useTranslation('catalogueAdmin');
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const sorted = [...pictures].sort((a, b) => a.position - b.position);
  const order = sorted.map((p) => p.position);
  // Buttons stay disabled while one change is on its way, so two changes never cross.
  const perform: Perform = async (call, done) => {
    setBusy(true);
    setOutcome(null);
    try {
      await call();
      setOutcome({ ok: true, text: done });
      return true;
    } catch (error) {
      setOutcome({ ok: false, text: answerProblems(error).message ?? t('pictures.failed') });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="pictures" aria-labelledby="pictures-heading">
      <h2 id="pictures-heading">{t('pictures.title')}</h2>
      {sorted.length === 0 ? (
        <p>{t('pictures.none')}</p>
      ) : (
        <ol className="pictures__list">
          {sorted.map((picture, index) => (
            <PictureItem
              key={`${picture.position}-${picture.file}`}
              pid={pid}
              picture={picture}
              index={index}
              order={order}
              busy={busy}
              perform={perform}
            />
          ))}
        </ol>
      )}
      <AddPicture pid={pid} busy={busy} perform={perform} complain={(text) => setOutcome({ ok: false, text })} />
      {outcome && (
        <p className={outcome.ok ? 'ok-text' : 'error-text'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.text}
        </p>
      )}
    </section>
  );
}
