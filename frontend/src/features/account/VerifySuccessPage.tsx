import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { useVerifyUserQuery } from './accountApi';
import './account.css';

/** The verification-success page, shown after registration. */
export default function VerifySuccessPage() {
  const { t } = useTranslation('account');
  const { data } = useVerifyUserQuery();
  const username = data?.islogin?.username;
  return (
    <>
      <Breadcrumb items={[{ label: t('verifySuccess.title') }]} />
      <section className="container page account-page">
        <h1>{t('verifySuccess.title')}</h1>
        <p className="ok-text" role="status">
          {username ? t('verifySuccess.welcome', { username }) : t('verifySuccess.text')}
        </p>
        <Link className="button" to="/">{t('verifySuccess.home')}</Link>
      </section>
    </>
  );
}
