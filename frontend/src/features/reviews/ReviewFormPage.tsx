import { FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { readCookie } from '../../shared/api/cookies';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { showNotice } from '../../shared/ui/notice';
import { failureStatus, refusalDetail, serverMessage } from '../../shared/api/serverMessage';
import { IMAGE_EXTENSIONS, isEmailAddress, MAX_IMAGE_BYTES, REVIEW_APPLICATIONS, REVIEW_SPECIES, REVIEW_TYPES } from '@shop/contract';
import { COUNTRIES } from './reviewOptions';
import { ReviewForm, useAddReviewMutation, useAddReviewPictureMutation, useReviewProductQuery } from './reviewsApi';
import { useCatalogueValues } from '../../shared/catalogue/catalogueValues';
import './reviews.css';

type TextField = Exclude<keyof ReviewForm, 'pid' | 'CatalogNumber' | 'ApplicationUsed' | 'UploadAnyImages' | 'ensureCheck'>;

/** Fields that must not be empty before anything is sent (spec section 5). */
const REQUIRED: Array<keyof ReviewForm> = [
  'pid', 'CatalogNumber', 'LotNumber', 'FirstName', 'LastName', 'Country', 'EmailAddress', 'InsititutionUniversity',
  'UploadAnyImages', 'Species', 'Type', 'Specification', 'PrimaryAntibodyDilution', 'ensureCheck',
];

const EMPTY = {
  LotNumber: '', FirstName: '', LastName: '', Country: '', EmailAddress: '', InsititutionUniversity: '',
  Species: '', SpeciesElse: '', Type: '', Specification: '', PrimaryAntibodyDilution: '',
};

/** /comment/?pid= — the review form (login required). */
export default function ReviewFormPage() {
  const { t } = useTranslation('reviews');
  const values = useCatalogueValues();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const pid = params.get('pid') ?? '';
  const uid = readCookie('uid');
  const validPid = /^\d+$/.test(pid);

  const product = useReviewProductQuery(pid, { skip: !validPid || !uid });
  const [addReview, adding] = useAddReviewMutation();
  const [addPicture, uploading] = useAddReviewPictureMutation();

  const [fields, setFields] = useState<Record<TextField, string>>(EMPTY);
  const [applications, setApplications] = useState<string[]>([]);
  const [image, setImage] = useState<{ stored: string; name: string } | null>(null);
  const [imageError, setImageError] = useState('');
  const [ensured, setEnsured] = useState(false);
  const [error, setError] = useState('');
  // Issue 31: what is missing or wrong, next to its field (the spec's message stays above the button).
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<keyof ReviewForm, string>>>({});

  useEffect(() => {
    if (validPid && !uid) {
      showNotice(t('pleaseLogin'), 'error', { leadsToPage: true });
      navigate('/login', { replace: true });
    }
  }, [validPid, uid, navigate, t]);

  if (!validPid) return <Navigate to="/" replace />;
  if (!uid) return null;
  if (product.isError || (product.data && !product.data.data)) return <Navigate to="/" replace />;
  const catno = product.data?.data?.catno ?? '';

  const set = (name: TextField) => (event: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: event.target.value }));
  const toggleApplication = (value: string) =>
    setApplications((list) => (list.includes(value) ? list.filter((a) => a !== value) : [...list, value]));

  async function choosePicture(file: File | undefined) {
    setImage(null);
    setImageError('');
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!IMAGE_EXTENSIONS.includes(extension)) return setImageError(t('image.wrongType'));
    if (file.size > MAX_IMAGE_BYTES) return setImageError(t('image.tooLarge'));
    try {
      const answer = await addPicture({ file, pid, uid: uid! }).unwrap();
      if (answer.data) setImage({ stored: answer.data, name: file.name });
      else setImageError(t('image.failed'));
    } catch (failure) {
      setImageError(serverMessage(failure) ?? t('image.failed'));
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const form: ReviewForm = {
      ...fields,
      SpeciesElse: fields.Species === 'Else' ? fields.SpeciesElse : '',
      pid,
      CatalogNumber: catno,
      ApplicationUsed: REVIEW_APPLICATIONS.filter((a) => applications.includes(a)).join(','),
      UploadAnyImages: image?.stored ?? '',
      ensureCheck: ensured ? 'true' : '',
    };
    const missing: Array<keyof ReviewForm> = REQUIRED.filter((key) => !form[key].trim());
    if (form.Species === 'Else' && !form.SpeciesElse.trim()) missing.push('SpeciesElse');
    const problems: Partial<Record<keyof ReviewForm, string>> = Object.fromEntries(missing.map((key) => [key, t(`missing.${key}`)]));
    if (form.EmailAddress.trim() && !isEmailAddress(form.EmailAddress)) problems.EmailAddress = t('badEmail');
    setFieldErrors(problems);
    if (missing.length > 0) return setError(`${t('incomplete')} ${t('missingFields', { fields: missing.filter((k) => k !== 'pid' && k !== 'CatalogNumber').map((k) => t(`fields.${k}`)).join(t('listSeparator')) })}`);
    if (problems.EmailAddress) return setError(problems.EmailAddress);
    try {
      await addReview(form).unwrap();
      navigate(`/commentsuccess?pid=${encodeURIComponent(pid)}&catno=${encodeURIComponent(catno)}`);
    } catch (failure) {
      if (failureStatus(failure) === 401) {
        showNotice(t('pleaseLogin'), 'error', { leadsToPage: true });
        return navigate('/login');
      }
      // The server names the refused fields too (a bypassed check, an address it would not take).
      const named = refusalDetail(failure, 'fields');
      if (Array.isArray(named)) setFieldErrors(Object.fromEntries(named.map((key: keyof ReviewForm) => [key, key === 'EmailAddress' ? t('badEmail') : t(`missing.${key}`)])));
      const detail = serverMessage(failure);
      setError(detail && detail !== t('submitFailed') ? `${t('submitFailed')}: ${detail}` : t('submitFailed'));
    }
  }

  const fieldError = (name: keyof ReviewForm) =>
    fieldErrors[name] ? (
      <span id={`review-${name}-error`} className="error-text review-form__error" data-testid={`error-${name}`}>
        {fieldErrors[name]}
      </span>
    ) : null;
  const described = (name: keyof ReviewForm) => (fieldErrors[name] ? { 'aria-invalid': true, 'aria-describedby': `review-${name}-error` } : {});

  const text = (name: TextField, autoComplete?: string, type = 'text') => (
    <div className="review-form__field">
      <label htmlFor={`review-${name}`}>
        {t(`fields.${name}`)} <span className="review-form__required" aria-hidden="true">*</span>
      </label>
      <input id={`review-${name}`} type={type} value={fields[name]} onChange={set(name)} autoComplete={autoComplete} maxLength={200} {...described(name)} />
      {fieldError(name)}
    </div>
  );

  return (
    <>
      <Breadcrumb items={[{ label: t('title') }]} />
      <section className="container page review-form">
        <h1>{t('title')}</h1>
        {product.data?.data?.productname && <p className="review-form__product">{product.data.data.productname}</p>}
        <p>{t('intro')}</p>
        <form onSubmit={submit} noValidate>
          <div className="review-form__field">
            <label htmlFor="review-CatalogNumber">{t('fields.CatalogNumber')}</label>
            <input id="review-CatalogNumber" value={catno} readOnly aria-readonly="true" />
          </div>
          {text('LotNumber')}
          <div className="review-form__row">
            {text('FirstName', 'given-name')}
            {text('LastName', 'family-name')}
          </div>
          <div className="review-form__field">
            <label htmlFor="review-Country">
              {t('fields.Country')} <span className="review-form__required" aria-hidden="true">*</span>
            </label>
            <select id="review-Country" value={fields.Country} onChange={set('Country')} autoComplete="country-name" {...described('Country')}>
              <option value="">{t('choose')}</option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {values.label('country', c)}
                </option>
              ))}
            </select>
            {fieldError('Country')}
          </div>
          {text('EmailAddress', 'email', 'email')}
          {text('InsititutionUniversity', 'organization')}

          <fieldset className="review-form__choices">
            <legend>{t('fields.ApplicationUsed')}</legend>
            {REVIEW_APPLICATIONS.map((a) => (
              <label key={a}>
                <input type="checkbox" checked={applications.includes(a)} onChange={() => toggleApplication(a)} /> {t(`applications.${a}`)}
              </label>
            ))}
          </fieldset>

          <div className="review-form__field">
            <label htmlFor="review-image">
              {t('fields.UploadAnyImages')} <span className="review-form__required" aria-hidden="true">*</span>
            </label>
            <input id="review-image" type="file" accept=".jpg,.jpeg,.png,.gif,image/jpeg,image/png,image/gif" onChange={(e) => void choosePicture(e.target.files?.[0])} {...described('UploadAnyImages')} />
            <small>{t('image.hint')}</small>
            {!image && fieldError('UploadAnyImages')}
            {uploading.isLoading && <p role="status">{t('image.uploading')}</p>}
            {image && <p className="ok-text" role="status">{t('image.uploaded', { name: image.name })}</p>}
            {imageError && <p className="error-text" role="alert">{imageError}</p>}
          </div>

          <fieldset className="review-form__choices">
            <legend>
              {t('fields.Species')} <span className="review-form__required" aria-hidden="true">*</span>
            </legend>
            {REVIEW_SPECIES.map((s) => (
              <label key={s}>
                <input type="radio" name="Species" value={s} checked={fields.Species === s} onChange={set('Species')} /> {t(`species.${s}`)}
              </label>
            ))}
            <label className="review-form__else">
              <span className="visually-hidden">{t('fields.SpeciesElse')}</span>
              <input
                aria-label={t('fields.SpeciesElse')}
                placeholder={t('fields.SpeciesElse')}
                value={fields.Species === 'Else' ? fields.SpeciesElse : ''}
                onChange={set('SpeciesElse')}
                disabled={fields.Species !== 'Else'}
                maxLength={100}
              />
            </label>
            {fieldError('Species')}
            {fieldError('SpeciesElse')}
          </fieldset>

          <fieldset className="review-form__choices">
            <legend>
              {t('fields.Type')} <span className="review-form__required" aria-hidden="true">*</span>
            </legend>
            {REVIEW_TYPES.map((type) => (
              <label key={type}>
                <input type="radio" name="Type" value={type} checked={fields.Type === type} onChange={set('Type')} /> {t(`types.${type}`)}
              </label>
            ))}
            {fieldError('Type')}
          </fieldset>

          <div className="review-form__field">
            <label htmlFor="review-Specification">
              {t('fields.Specification')} <span className="review-form__required" aria-hidden="true">*</span>
            </label>
            <textarea id="review-Specification" rows={5} value={fields.Specification} onChange={set('Specification')} maxLength={2000} {...described('Specification')} />
            {fieldError('Specification')}
          </div>
          {text('PrimaryAntibodyDilution')}

          <label className="review-form__ensure">
            <input type="checkbox" checked={ensured} onChange={(e) => setEnsured(e.target.checked)} {...described('ensureCheck')} /> {t('ensure')}
          </label>
          {fieldError('ensureCheck')}

          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          <button className="button" type="submit" disabled={adding.isLoading || uploading.isLoading}>
            {t('submit')}
          </button>
        </form>
      </section>
    </>
  );
}
