import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalDetail, serverMessage } from '../../../shared/api/serverMessage';
import { showNotice } from '../../../shared/ui/notice';
import { StaffShell } from '../shell/StaffShell';
import { StaffField } from '../shell/StaffField';
import { useAddCarrierMutation, useCarriersQuery } from './carriersApi';
import './orderDesk.css';

const EMPTY = { name: '', name_zh: '', aliases: '', trackingurl: '' };

/**
 * /admin/carriers (issue 31): the carriers whose tracking numbers the desk, the customer's order page and
 * the shipped mail link to their tracking page; staff add one with its other names and its page address.
 */
export default function CarriersPage() {
  const { t } = useTranslation('admin');
  const carriers = useCarriersQuery();
  const [add, adding] = useAddCarrierMutation();
  const [form, setForm] = useState(EMPTY);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = (field: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setForm({ ...form, [field]: e.target.value });
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  return (
    <StaffShell title={t('carriers.title')}>
      <p>{t('carriers.lead')}</p>
      {carriers.isLoading && <p role="status">{t('loading')}</p>}
      {carriers.isError && <p className="error-text" role="alert">{t('failed')}</p>}
      {carriers.data && (
        <div className="table-scroll">
          <table className="staff-table carriers-table">
            <thead>
              <tr>
                <th>{t('carriers.name')}</th>
                <th>{t('carriers.nameZh')}</th>
                <th>{t('carriers.aliases')}</th>
                <th>{t('carriers.trackingUrl')}</th>
              </tr>
            </thead>
            <tbody>
              {carriers.data.map((carrier) => (
                <tr key={carrier.id} data-carrier={carrier.name}>
                  <td>{carrier.name}</td>
                  <td>{carrier.name_zh}</td>
                  <td>{carrier.aliases.join(t('carriers.separator'))}</td>
                  <td className="carriers-table__url">{carrier.trackingurl}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form
        className="carriers-form"
        aria-label={t('carriers.add')}
        onSubmit={(e) => {
          e.preventDefault();
          setProblem(null);
          add(form)
            .unwrap()
            .then(() => {
              setForm(EMPTY);
              showNotice(t('carriers.added'));
            })
            .catch((error) => setProblem({ field: String(refusalDetail(error, 'field') ?? ''), message: serverMessage(error) ?? t('failed') }));
        }}
      >
        <h2>{t('carriers.add')}</h2>
        <StaffField id="carrier-name" label={t('carriers.name')} error={errorOf('name')}>
          <input value={form.name} maxLength={100} required onChange={set('name')} />
        </StaffField>
        <StaffField id="carrier-name-zh" label={t('carriers.nameZh')} hint={t('carriers.nameZhHint')} error={errorOf('name_zh')}>
          <input value={form.name_zh} maxLength={100} onChange={set('name_zh')} />
        </StaffField>
        <StaffField id="carrier-aliases" label={t('carriers.aliases')} hint={t('carriers.aliasesHint')} error={errorOf('aliases')}>
          <input value={form.aliases} maxLength={500} onChange={set('aliases')} />
        </StaffField>
        <StaffField id="carrier-url" label={t('carriers.trackingUrl')} hint={t('carriers.trackingUrlHint')} error={errorOf('trackingurl')} wide>
          <input type="url" value={form.trackingurl} maxLength={500} required placeholder="https://…{number}" onChange={set('trackingurl')} />
        </StaffField>
        {problem && !['name', 'name_zh', 'aliases', 'trackingurl'].includes(problem.field) && (
          <p className="error-text" role="alert">
            {problem.message}
          </p>
        )}
        <button type="submit" className="button" disabled={adding.isLoading}>
          {t('carriers.submit')}
        </button>
      </form>
    </StaffShell>
  );
}
