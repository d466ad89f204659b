import { FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Breadcrumb } from '../../shared/ui/Breadcrumb';
import { NOTHING } from '../../shared/api/api';
import { failureStatus, serverMessage } from '../../shared/api/serverMessage';
import { useLoginMutation } from './accountApi';
import type { LoginNotice } from './loginRedirect';
import { TextField } from '../../shared/ui/TextField';
import { hasErrors, useFieldErrors } from './useFieldErrors';
import './account.css';

const SUCCESS_PAUSE_MS = 800;

/** Spec section 8: code 300 shows the wrong-password message; 200 shows 登陆成功 and goes home. */
export default function LoginPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const location = useLocation();
  const notice = (location.state as LoginNotice | null)?.notice;
  const [login, { isLoading }] = useLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<string>();
  const [success, setSuccess] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors<'email' | 'password'>();

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => navigate('/', { replace: true }), SUCCESS_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [success, navigate]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: email.trim() ? undefined : t('validation.emptyEmail'),
      password: password ? undefined : t('validation.emptyPassword'),
    };
    setErrors(problems);
    if (hasErrors(problems)) return;
    setFailure(undefined);
    try {
      await login({ email: email.trim(), password }).unwrap();
      setSuccess(true);
    } catch (error) {
      // A wrong password or unknown address is the server's code 300 with the wrong-password message.
      setFailure(serverMessage(error) ?? t(failureStatus(error) === NOTHING ? 'login.wrongPassword' : 'error'));
    }
  };

  return (
    <>
      <Breadcrumb items={[{ label: t('login.title') }]} />
      <section className="container page account-page">
        <h1>{t('login.title')}</h1>
        {notice === 'pleaseLogin' && !success && (
          <p className="account-notice" role="alert">
            {t('pleaseLogin')}
          </p>
        )}
        <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
          <TextField id="email" label={t('fields.email')} type="email" autoComplete="username" value={email} error={errors.email} onValue={(v) => (setEmail(v), clear('email'))} />
          <TextField id="password" label={t('fields.password')} type="password" autoComplete="current-password" value={password} error={errors.password} onValue={(v) => (setPassword(v), clear('password'))} />
          {failure && (
            <p className="error-text" role="alert">
              {failure}
            </p>
          )}
          {success && (
            <p className="ok-text" role="status">
              {t('login.success')}
            </p>
          )}
          <button type="submit" className="button" disabled={isLoading || success}>
            {t('login.submit')}
          </button>
          <div className="account-form__links">
            <Link to="/register">{t('links.toRegister')}</Link>
            <Link to="/forget">{t('links.toForget')}</Link>
          </div>
        </form>
      </section>
    </>
  );
}
