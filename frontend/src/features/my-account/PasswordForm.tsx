import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/TextField';
import { fieldRefusal } from './fieldRefusal';
import { useChangePasswordMutation } from './myAccountApi';

type PasswordField = 'oldpassword' | 'password' | 'confirm';

/** The current password, then the new one twice; every other login of the account ends and a mail says so. */
export function PasswordForm() {
  const { t } = useTranslation('myAccount');
  const [change, changing] = useChangePasswordMutation();
  const [fields, setFields] = useState<Record<PasswordField, string>>({ oldpassword: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<Partial<Record<PasswordField | 'form', string>>>({});
  // Shown beside the button until the next edit (issue 48).
  const [changed, setChanged] = useState(false);

  const set = (field: PasswordField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    setChanged(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      oldpassword: fields.oldpassword ? undefined : t('password.emptyCurrent'),
      password: fields.password ? undefined : t('password.emptyNew'),
      confirm: fields.confirm === fields.password ? undefined : t('password.inconsistent'),
    };
    setErrors(problems);
    setChanged(false);
    if (Object.values(problems).some(Boolean)) return;
    try {
      await change({ oldpassword: fields.oldpassword, password: fields.password }).unwrap();
      setFields({ oldpassword: '', password: '', confirm: '' });
      setChanged(true);
    } catch (error) {
      const { field, message } = fieldRefusal(error, t('failed'));
      setErrors(field === 'oldpassword' || field === 'password' ? { [field]: message } : { form: message });
    }
  };

  return (
    <form className="my-account__form" noValidate onSubmit={save} aria-labelledby="password-title">
      <TextField className="my-account__field" id="password-current" type="password" label={t('password.current')} value={fields.oldpassword} autoComplete="current-password" error={errors.oldpassword} onValue={set('oldpassword')} />
      <TextField className="my-account__field" id="password-new" type="password" label={t('password.new')} value={fields.password} autoComplete="new-password" error={errors.password} onValue={set('password')} />
      <TextField className="my-account__field" id="password-confirm" type="password" label={t('password.confirm')} value={fields.confirm} autoComplete="new-password" error={errors.confirm} onValue={set('confirm')} />
      {errors.form && <p className="error-text" role="alert">{errors.form}</p>}
      <p className="my-account__hint">{t('password.hint')}</p>
      <div className="my-account__buttons">
        <button type="submit" className="button" disabled={changing.isLoading}>{t('password.submit')}</button>
        {changed && <p className="my-account__done" role="status">{t('password.changed')}</p>}
      </div>
    </form>
  );
}
