import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { showNotice } from '../../shared/ui/notice';
import { serverMessage } from '../../shared/api/serverMessage';
import { useLanguage } from '../../i18n/useLanguage';
import { Region, useAddAddressMutation, useAddressesQuery, useEditAddressMutation } from './orderingApi';
import { RegionSelect } from './RegionSelect';
import './ordering.css';

const LEVELS = ['continent', 'country', 'province', 'city', 'district'] as const;

/**
 * /address: add a delivery address with the cascading region picker; back to /shopcar1 afterwards.
 * From my account's address book (issue 31, ?back=account) it returns there, and ?edit=<addrid>
 * changes that address: its pickers start at its saved region (issue 48) and the saved names stay
 * as they are unless the researcher picks another region.
 */
export default function AddressPage() {
  const { t } = useTranslation('ordering');
  const language = useLanguage();
  const navigate = useNavigate();
  const { search } = useLocation();
  // The chosen region at each level; choosing one clears the levels below it.
  const [path, setPath] = useState<Array<Region | null>>([null]);
  const [addr, setAddr] = useState('');
  const [recname, setRecname] = useState('');
  const [recphone, setRecphone] = useState('');
  const [error, setError] = useState('');
  const [addAddress, adding] = useAddAddressMutation();
  const [editAddress, editing] = useEditAddressMutation();
  const query = new URLSearchParams(search);
  const fromAccount = query.get('back') === 'account';
  const editId = Number(query.get('edit')) || null;
  const addresses = useAddressesQuery(undefined, { skip: editId === null });
  const edited = addresses.data?.find((a) => a.addrid === editId) ?? null;
  const [filledFrom, setFilledFrom] = useState<number | null>(null);
  // Whether the researcher picked a region on this page: until then an edited address keeps its saved names.
  const [regionPicked, setRegionPicked] = useState(false);
  if (edited && filledFrom !== edited.addrid) {
    // Once, when the address arrives: its texts into the fields and its region into the pickers (React's adjust-state-while-rendering pattern).
    setFilledFrom(edited.addrid);
    const saved = edited.regionpath;
    setPath(saved.length === 0 ? [null] : [...saved, ...(saved[saved.length - 1].leaf ? [] : [null])]);
    setAddr(edited.recaddr);
    setRecname(edited.recname);
    setRecphone(edited.recphone);
  }
  const backToForm = () => navigate(fromAccount ? '/account#addresses' : `/shopcar1${search}`);

  const choose = (level: number, region: Region | null) => {
    setError('');
    setRegionPicked(true);
    const kept = path.slice(0, level);
    setPath(region ? [...kept, region, ...(region.leaf ? [] : [null])] : [...kept, null]);
  };
  const nameAt = (level: number) => {
    const region = path[level];
    return region ? (language === 'en' ? region.name_en : region.name) : '';
  };

  const save = async () => {
    // An edited address keeps its saved region names unless another region is picked (or none was found in the tree).
    const keepRegion = edited !== null && (!regionPicked || !nameAt(1));
    const country = keepRegion ? edited.reccountry : nameAt(1);
    if (!country || !addr.trim() || !recname.trim() || !recphone.trim()) {
      setError(t('picker.incomplete'));
      return;
    }
    const fields = {
      country,
      province: keepRegion ? edited.recprovince : nameAt(2),
      city: keepRegion ? edited.reccity : nameAt(3),
      district: keepRegion ? edited.recdistrict : nameAt(4),
      addr: addr.trim(),
      recname: recname.trim(),
      recphone: recphone.trim(),
    };
    try {
      if (edited) await editAddress({ ...fields, addrid: edited.addrid }).unwrap();
      else await addAddress(fields).unwrap();
      showNotice(t('addressSaved'), 'info', { leadsToPage: true });
      backToForm();
    } catch (failure) {
      setError(serverMessage(failure) ?? t('failed'));
    }
  };

  const title = editId !== null ? 'picker.editTitle' : 'picker.title';
  return (
    <>
      <Breadcrumb items={[fromAccount ? { label: t('picker.account'), to: '/account' } : { label: t('formTitle'), to: `/shopcar1${search}` }, { label: t(title) }]} />
      <section className="container page ordering">
        <h1>{t(title)}</h1>
        {edited && (
          <p className="address-form__current">
            {t('picker.currentRegion', { region: [edited.reccountry, edited.recprovince, edited.reccity, edited.recdistrict].filter(Boolean).join(' ') })}
          </p>
        )}
        <form
          className="address-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <div className="address-form__regions">
            {path.map((_, level) => (
              <RegionSelect
                key={`${level}-${level === 0 ? '0' : path[level - 1]?.id}`}
                parentId={level === 0 ? '0' : path[level - 1]!.id}
                label={t(`picker.${LEVELS[level]}`)}
                value={path[level]}
                onChange={(region) => choose(level, region)}
              />
            ))}
          </div>
          <label>
            {t('picker.detail')}
            <input value={addr} maxLength={300} onChange={(e) => (setAddr(e.target.value), setError(''))} />
          </label>
          <label>
            {t('picker.receiver')}
            <input value={recname} maxLength={100} autoComplete="name" onChange={(e) => (setRecname(e.target.value), setError(''))} />
          </label>
          <label>
            {t('picker.phone')}
            <input value={recphone} maxLength={40} type="tel" autoComplete="tel" onChange={(e) => (setRecphone(e.target.value), setError(''))} />
          </label>
          {error && (
            <p className="error-text" role="alert">
              {error}
            </p>
          )}
          <div className="ordering__actions">
            <button type="submit" className="button" disabled={adding.isLoading || editing.isLoading}>
              {t('picker.save')}
            </button>
            {!fromAccount && (
              <button type="button" className="button button--ghost" onClick={backToForm}>
                {t('picker.existing')}
              </button>
            )}
            <button type="button" className="button button--ghost" onClick={() => navigate(-1)}>
              {t('back')}
            </button>
          </div>
        </form>
      </section>
    </>
  );
}
