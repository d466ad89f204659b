import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { CodedChangeForm } from './CodedChangeForm';
import './account.css';

/** Registration logs the new user in (browser-session cookies) and shows the verification-success page. */
export default function RegisterPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <>
      <Breadcrumb items={[{ label: t('register.title') }]} />
      <section className="container page account-page">
        <h1>{t('register.title')}</h1>
        <CodedChangeForm mode="register" onDone={() => navigate('/verifysuccess', { replace: true })} />
      </section>
    </>
  );
}
