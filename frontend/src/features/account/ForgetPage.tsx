import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { CodedChangeForm } from './CodedChangeForm';
import './account.css';

/** Forgotten password: code by e-mail, new password; every old session ends. Then /reset. */
export default function ForgetPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  return (
    <>
      <Breadcrumb items={[{ label: t('forget.title') }]} />
      <section className="container page account-page">
        <h1>{t('forget.title')}</h1>
        <p>{t('forget.intro')}</p>
        <CodedChangeForm mode="forget" onDone={() => navigate('/reset', { replace: true })} />
      </section>
    </>
  );
}
