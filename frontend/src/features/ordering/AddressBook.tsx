import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../shared/ui/ConfirmDialog';
import { showNotice } from '../../shared/ui/notice';
import { serverMessage } from '../../shared/api/serverMessage';
import { Address, useAddressesQuery, useRemoveAddressMutation, useSetDefaultAddressMutation } from './orderingApi';
import './ordering.css';

const addressLine = (a: Address) => [a.reccountry, a.recprovince, a.reccity, a.recdistrict, a.recaddr].filter(Boolean).join(' ');

/**
 * My account's address book (issue 31): the addresses the order form picks from, with the default
 * marked; add and edit on /address (the region picker), set default and delete here.
 */
export function AddressBook() {
  const { t } = useTranslation('ordering');
  const addresses = useAddressesQuery();
  const [setDefault] = useSetDefaultAddressMutation();
  const [removeAddress] = useRemoveAddressMutation();
  const [toDelete, setToDelete] = useState<Address | null>(null);

  const makeDefault = async (address: Address) => {
    try {
      await setDefault(address.addrid).unwrap();
      showNotice(t('address.defaultSet'));
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };
  const confirmDelete = async () => {
    const address = toDelete;
    setToDelete(null);
    if (!address) return;
    try {
      await removeAddress(address.addrid).unwrap();
      showNotice(t('addressDeleted'));
    } catch (error) {
      showNotice(serverMessage(error) ?? t('failed'), 'error');
    }
  };

  return (
    <>
      {addresses.isLoading && <p role="status">{t('loading')}</p>}
      {addresses.isError && <p className="error-text" role="alert">{serverMessage(addresses.error) ?? t('failed')}</p>}
      {addresses.isSuccess && addresses.data.length === 0 && <p>{t('address.none')}</p>}
      {addresses.isSuccess && addresses.data.length > 0 && (
        <ul className="address-book">
          {addresses.data.map((address) => (
            <li key={address.addrid} className="address-book__card" data-address={address.addrid}>
              <p className="address-book__who">
                <strong>{address.recname}</strong> <span>{address.recphone}</span>{' '}
                {address.isdefault === 1 && <span className="address-book__default">{t('address.default')}</span>}
              </p>
              <p className="address-book__line">{addressLine(address)}</p>
              <p className="address-book__actions">
                <Link to={`/address?edit=${address.addrid}&back=account`}>{t('address.edit')}</Link>
                {address.isdefault === 0 && (
                  <button type="button" className="link-button" onClick={() => void makeDefault(address)}>
                    {t('address.makeDefault')}
                  </button>
                )}
                <button type="button" className="link-button" onClick={() => setToDelete(address)}>
                  {t('delete')}
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link className="button button--ghost" to="/address?back=account">{t('address.add')}</Link>
      </p>
      <ConfirmDialog open={toDelete !== null} question={t('address.confirmDelete')} onYes={() => void confirmDelete()} onNo={() => setToDelete(null)} />
    </>
  );
}
