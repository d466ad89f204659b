import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../shared/ui/notice';
import { TextField } from '../../shared/ui/TextField';
import { fieldRefusal } from './fieldRefusal';
import { useChangeEmailMutation, useChangeEmailSendMutation } from './myAccountApi';

type EmailField = 'password' | 'email' | 'verify';

/**
 * A new e-mail address in two steps, as registration verifies one: the current password and the new
 * address mail a code there; the code confirms it. The old address is told afterwards.
 */
export function EmailForm() {
  const { t } = useTranslation('myAccount');
  const [send, sending] = useChangeEmailSendMutation();
  const [confirm, confirming] = useChangeEmailMutation();
  const [fields, setFields] = useState<Record<EmailField, string>>({ password: '', email: '', verify: '' });
  const [mdve, setMdve] = useState('');
  const [errors, setErrors] = useState<Partial<Record<EmailField | 'form', string>>>({});

  const set = (field: EmailField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };
  const refused = (error: unknown) => {
    const { field, message } = fieldRefusal(error, t('failed'));
    setErrors(field === 'password' || field === 'email' || field === 'verify' ? { [field]: message } : { form: message });
  };

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      password: fields.password ? undefined : t('password.emptyCurrent'),
      email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(fields.email.trim()) ? undefined : t('email.invalid'),
    };
    setErrors(problems);
    if (problems.password || problems.email) return;
    try {
      const answer = await send({ password: fields.password, email: fields.email.trim() }).unwrap();
      setMdve(answer.mdve);
      showNotice(t('email.sent', { email: fields.email.trim() }));
    } catch (error) {
      refused(error);
    }
  };
  const confirmCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(fields.verify.trim())) return setErrors({ verify: t('email.emptyCode') });
    try {
      await confirm({ verify: fields.verify.trim(), mdve }).unwrap();
      setMdve('');
      setFields({ password: '', email: '', verify: '' });
      showNotice(t('email.changed'));
    } catch (error) {
      refused(error);
    }
  };

  if (mdve) {
    return (
      <form className="my-account__form" noValidate onSubmit={confirmCode} aria-labelledby="email-title">
        <p>{t('email.sent', { email: fields.email.trim() })}</p>
        <TextField className="my-account__field" id="email-code" label={t('email.code')} value={fields.verify} inputMode="numeric" maxLength={6} autoComplete="one-time-code" error={errors.verify} onValue={set('verify')} />
        {errors.form && <p className="error-text" role="alert">{errors.form}</p>}
        <div className="my-account__buttons">
          <button type="submit" className="button" disabled={confirming.isLoading}>{t('email.confirm')}</button>
          <button type="button" className="button button--ghost" onClick={() => setMdve('')}>{t('email.back')}</button>
        </div>
      </form>
    );
  }
  return (
    <form className="my-account__form" noValidate onSubmit={sendCode} aria-labelledby="email-title">
      <TextField className="my-account__field" id="email-password" type="password" label={t('password.current')} value={fields.password} autoComplete="current-password" error={errors.password} onValue={set('password')} />
      <TextField className="my-account__field" id="email-new" type="email" label={t('email.new')} value={fields.email} maxLength={254} autoComplete="email" error={errors.email} onValue={set('email')} />
      {errors.form && <p className="error-text" role="alert">{errors.form}</p>}
      <div>
        <button type="submit" className="button" disabled={sending.isLoading}>{t('email.send')}</button>
      </div>
    </form>
  );
}
