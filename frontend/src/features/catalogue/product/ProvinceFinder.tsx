import { FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProvincesQuery } from '../catalogueApi';

/** Province selector with GO: opens the distributor list of that province on /link. */
export function ProvinceFinder() {
  const { t } = useTranslation('catalogue');
  const navigate = useNavigate();
  const id = useId();
  const { data } = useProvincesQuery();
  const fallback = t('province.fallback', { returnObjects: true }) as unknown;
  const provinces = data && data.length > 0 ? data : Array.isArray(fallback) ? (fallback as string[]) : [];
  const [province, setProvince] = useState('');
  const [error, setError] = useState(false);

  const go = (event: FormEvent) => {
    event.preventDefault();
    if (!province) return setError(true);
    navigate(`/link?province=${encodeURIComponent(province)}`);
  };

  return (
    <form className="province-finder" onSubmit={go}>
      <label htmlFor={id}>{t('province.label')}</label>
      <div className="province-finder__row">
        <select
          id={id}
          value={province}
          onChange={(e) => {
            setProvince(e.target.value);
            setError(false);
          }}
        >
          <option value="">{t('province.placeholder')}</option>
          {provinces.map((p) => (
            <option key={p} value={p}>{p}</option>
          ))}
        </select>
        <button type="submit" className="button">GO</button>
      </div>
      {error && <p className="error-text" role="alert">{t('province.required')}</p>}
    </form>
  );
}
