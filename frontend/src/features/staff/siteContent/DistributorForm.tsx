import { FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../i18n/useLanguage';
import { showNotice } from '../../../shared/ui/notice';
import { StaffField } from '../shell/StaffField';
import { StaffFormFooter } from '../shell/StaffFormFooter';
import {
  DeskDistributor,
  DistributorDraft,
  ProvinceChoice,
  refusalOf,
  useCreateDistributorMutation,
  useUpdateDistributorMutation,
} from './staffContentApi';

const FIELDS = ['agentname', 'province', 'enorch', 'adress', 'website', 'email', 'telephone'] as const;
type Field = (typeof FIELDS)[number];

/** Column lengths of the distributors table; the server refuses anything longer. */
const MAX_LENGTH: Record<Exclude<Field, 'province' | 'enorch'>, number> = { agentname: 200, adress: 300, website: 300, email: 254, telephone: 60 };

function draftOf(distributor: DeskDistributor | null, language: 'zh' | 'en', province: string): DistributorDraft {
  if (!distributor) return { agentname: '', province, enorch: language, adress: '', website: '', email: '', telephone: '' };
  const { agentname, provincecode, enorch, adress, website, email, telephone } = distributor;
  return { agentname, province: provincecode, enorch, adress, website, email, telephone };
}

/**
 * Creates (distributor null) or edits a distributor. Emptiness and formats are judged by the
 * server, whose message is shown under the field it names.
 */
export function DistributorForm({
  distributor,
  provinces,
  defaultProvince = '',
  onDone,
}: {
  distributor: DeskDistributor | null;
  provinces: ProvinceChoice[];
  /** For a new distributor: the province the list is filtered by, if any. */
  defaultProvince?: string;
  onDone: () => void;
}) {
  const { t } = useTranslation('staffContent');
  const language = useLanguage();
  const [draft, setDraft] = useState<DistributorDraft>(() => draftOf(distributor, language, defaultProvince));
  const [refusal, setRefusal] = useState<{ field?: string; message: string } | null>(null);
  const [create, creating] = useCreateDistributorMutation();
  const [update, updating] = useUpdateDistributorMutation();
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);

  const set = (field: Field, value: string) => {
    setDraft((d) => ({ ...d, [field]: value }));
    if (refusal?.field === field) setRefusal(null);
  };
  const errorOf = (field: Field) => (refusal?.field === field ? refusal.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    try {
      await (distributor ? update({ id: distributor.agentid, draft }) : create(draft)).unwrap();
      showNotice(t('saved'));
      onDone();
    } catch (failure) {
      const { message, field } = refusalOf(failure);
      setRefusal({ message: message ?? t('failed'), field: field && (FIELDS as readonly string[]).includes(field) ? field : undefined });
    }
  }

  const text = (field: keyof typeof MAX_LENGTH, type = 'text', hint?: string) => (
    <StaffField id={`distributor-${field}`} label={t(`distributors.fields.${field}`)} hint={hint} error={errorOf(field)}>
      <input type={type} value={draft[field]} maxLength={MAX_LENGTH[field]} onChange={(e) => set(field, e.target.value)} />
    </StaffField>
  );

  return (
    <form className="staff-form" onSubmit={submit} noValidate aria-labelledby="distributor-form-title">
      <h2 id="distributor-form-title" tabIndex={-1} ref={heading}>
        {distributor ? t('distributors.editTitle', { name: distributor.agentname }) : t('distributors.newTitle')}
      </h2>
      <div className="staff-form__grid">
        {text('agentname')}
        <StaffField id="distributor-province" label={t('distributors.fields.province')} error={errorOf('province')}>
          <select value={draft.province} onChange={(e) => set('province', e.target.value)}>
            <option value="">{t('distributors.choose')}</option>
            {provinces.map((p) => (
              <option key={p.code} value={p.code}>
                {language === 'en' ? p.en : p.zh}
              </option>
            ))}
          </select>
        </StaffField>
        <StaffField id="distributor-enorch" label={t('distributors.fields.enorch')} hint={t('distributors.hints.enorch')} error={errorOf('enorch')}>
          <select value={draft.enorch} onChange={(e) => set('enorch', e.target.value)}>
            <option value="zh">{t('distributors.languages.zh')}</option>
            <option value="en">{t('distributors.languages.en')}</option>
          </select>
        </StaffField>
        {text('adress')}
        {text('telephone', 'tel')}
        {text('email', 'email')}
        {text('website', 'url', t('distributors.hints.website'))}
      </div>
      <StaffFormFooter message={refusal && !refusal.field ? refusal.message : undefined} busy={creating.isLoading || updating.isLoading} onCancel={onDone} />
    </form>
  );
}
