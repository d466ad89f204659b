import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Region, useRegionsQuery } from './orderingApi';
import { useLanguage } from '../../i18n/useLanguage';

/** One level of the cascading picker: loads the children of `parentId` only (GET /api/regions/?pid=). */
export function RegionSelect({ parentId, label, value, onChange }: { parentId: string; label: string; value: Region | null; onChange: (region: Region | null) => void }) {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const regions = useRegionsQuery(parentId);
  const name = (r: Region) => (language === 'en' ? r.name_en : r.name);
  const id = useId();
  // A separate label: wrapping the select would add its chosen option to the field's name.
  return (
    <div className="region-select">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value?.id ?? ''}
        disabled={regions.isFetching}
        onChange={(e) => onChange(regions.data?.find((r) => r.id === e.target.value) ?? null)}
      >
        <option value="">{regions.isFetching ? t('loading') : t('picker.choose')}</option>
        {(regions.data ?? []).map((region) => (
          <option key={region.id} value={region.id}>
            {name(region)}
          </option>
        ))}
      </select>
    </div>
  );
}
