import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { failureStatus } from '../../shared/api/serverMessage';
import { AddressBook, OrdersList } from '../ordering';
import { EmailForm } from './EmailForm';
import { useProfileQuery } from './myAccountApi';
import { PasswordForm } from './PasswordForm';
import { ProfileForm } from './ProfileForm';
import './myAccount.css';

const SECTIONS = ['profile', 'addresses', 'orders', 'password', 'email'] as const;

/**
 * /account (issue 31): what a researcher manages without writing to the shop: the profile, the
 * address book the order form picks from, the orders (searchable), the password and the e-mail.
 */
export default function MyAccountPage() {
  const { t } = useTranslation('myAccount');
  const profile = useProfileQuery();
  const [profileSaved, setProfileSaved] = useState(false);

  if (failureStatus(profile.error) === 401) {
    return (
      <section className="container page">
        <p className="error-text" role="alert">
          {t('pleaseLogin')} <Link to="/login">{t('login')}</Link>
        </p>
      </section>
    );
  }
  return (
    <>
      <Breadcrumb items={[{ label: t('title') }]} />
      <section className="container page my-account">
        <h1>{t('title')}</h1>
        <nav className="my-account__nav" aria-label={t('sections')}>
          {SECTIONS.map((id) => (
            <a key={id} href={`#${id}`}>{t(`${id}.title`)}</a>
          ))}
          <Link to="/lists">{t('lists')}</Link>
        </nav>
        <section id="profile" className="my-account__section">
          <h2 id="profile-title">{t('profile.title')}</h2>
          {profile.isLoading && <p role="status">{t('loading')}</p>}
          {profile.isError && <p className="error-text" role="alert">{t('failed')}</p>}
          {/* Keyed by the saved profile so the form starts again from what the server holds. */}
          {profile.data && <ProfileForm key={JSON.stringify(profile.data)} profile={profile.data} saved={profileSaved} onSaved={setProfileSaved} />}
        </section>
        <section id="addresses" className="my-account__section">
          <h2>{t('addresses.title')}</h2>
          <AddressBook />
        </section>
        <section id="orders" className="my-account__section">
          <h2>{t('orders.title')}</h2>
          <OrdersList />
        </section>
        <section id="password" className="my-account__section">
          <h2 id="password-title">{t('password.title')}</h2>
          <PasswordForm />
        </section>
        <section id="email" className="my-account__section">
          <h2 id="email-title">{t('email.title')}</h2>
          <EmailForm />
        </section>
      </section>
    </>
  );
}
