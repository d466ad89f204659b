import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { showNotice } from '../../shared/ui/notice';
import { serverMessage } from '../../shared/api/serverMessage';
import { useAddRequirementMutation } from './contentApi';
import { readRequirementPrefill, REQUIREMENT_SOURCES } from './requirementUrl';
import './content.css';

const APPLICATIONS = ['WB', 'IHC', 'IF/IC', 'IP', 'IHC-p', 'ELISA', 'FCM'] as const;
const SOURCES = REQUIREMENT_SOURCES;

function toggle(list: string[], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * /xuqiu — tell the company about a product it does not list yet; stored and mailed to sales. A search
 * that found no such target links here with the antibody (`?product=CD4`), the words searched and the
 * source they named already filled in (requirementUrl.ts).
 */
export default function RequirementPage() {
  const { t } = useTranslation('content');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [prefill] = useState(() => readRequirementPrefill(params));
  const [send, sending] = useAddRequirementMutation();
  const [email, setEmail] = useState('');
  const [antibodyname, setAntibodyName] = useState(prefill.product);
  const [apply, setApply] = useState<string[]>([]);
  const [resource, setResource] = useState<string[]>(prefill.sources);
  const [description, setDescription] = useState(prefill.search ? t('requirement.searched', { words: prefill.search }) : '');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    try {
      await send({ email, antibodyname, apply, resource, description }).unwrap();
      showNotice(t('requirement.thanks'), 'info', { leadsToPage: true });
      navigate('/hot');
    } catch (failure) {
      setError(serverMessage(failure) ?? t('requirement.failed'));
    }
  }

  return (
    <>
      <Breadcrumb items={[{ label: t('requirement.title') }]} />
      <section className="container page requirement">
        <h1>{t('requirement.title')}</h1>
        <p>{t('requirement.intro')}</p>
        <form onSubmit={submit} className="requirement__form">
          <label>
            {t('requirement.email')}
            <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="email" maxLength={254} />
          </label>
          <label>
            {t('requirement.antibodyname')}
            <input name="antibodyname" value={antibodyname} onChange={(e) => setAntibodyName(e.target.value)} maxLength={300} />
          </label>
          <fieldset>
            <legend>{t('requirement.apply')}</legend>
            {APPLICATIONS.map((a) => (
              <label key={a} className="requirement__choice">
                <input type="checkbox" checked={apply.includes(a)} onChange={() => setApply((l) => toggle(l, a))} /> {a}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('requirement.resource')}</legend>
            {SOURCES.map((s) => (
              <label key={s} className="requirement__choice">
                <input type="checkbox" checked={resource.includes(s)} onChange={() => setResource((l) => toggle(l, s))} /> {t(`requirement.sources.${s}`)}
              </label>
            ))}
          </fieldset>
          <label>
            {t('requirement.description')}
            <textarea rows={6} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={5000} />
          </label>
          {error && <p className="error-text" role="alert">{error}</p>}
          <button className="button" type="submit" disabled={sending.isLoading}>
            {t('requirement.submit')}
          </button>
        </form>
      </section>
    </>
  );
}
