import { FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../shared/ui/TextField';
import { fieldRefusal } from './fieldRefusal';
import { Profile, useUpdateProfileMutation } from './myAccountApi';

type ProfileField = 'username' | 'organisation' | 'phone';

/**
 * Name, organisation and phone; the e-mail is shown here and changed with a code (EmailForm). The
 * form starts again from the saved profile (the page keys it by it), so whether it was just saved is
 * the page's to keep (issue 48: the message beside the button, not a notice that may pass unseen).
 */
export function ProfileForm({ profile, saved, onSaved }: { profile: Profile; saved: boolean; onSaved: (saved: boolean) => void }) {
  const { t } = useTranslation('myAccount');
  const [update, updating] = useUpdateProfileMutation();
  const [fields, setFields] = useState<Record<ProfileField, string>>({ username: profile.username, organisation: profile.organisation, phone: profile.phone });
  const [errors, setErrors] = useState<Partial<Record<ProfileField | 'form', string>>>({});

  const set = (field: ProfileField) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
    onSaved(false);
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields.username.trim()) return setErrors({ username: t('profile.emptyName') });
    // The server's rule, checked here first so the field says so at once.
    const phone = fields.phone.trim();
    if (phone && (!/^[0-9+\-() ]+$/.test(phone) || phone.replace(/\D/g, '').length < 5)) return setErrors({ phone: t('profile.badPhone') });
    try {
      await update(fields).unwrap();
      onSaved(true);
    } catch (error) {
      const { field, message } = fieldRefusal(error, t('failed'));
      setErrors(field === 'username' || field === 'organisation' || field === 'phone' ? { [field]: message } : { form: message });
    }
  };

  return (
    <form className="my-account__form" noValidate onSubmit={save} aria-labelledby="profile-title">
      <p className="my-account__email">
        <span>{t('profile.email')}</span> <strong data-testid="profile-email">{profile.email}</strong>
      </p>
      <TextField className="my-account__field" id="profile-name" label={t('profile.name')} value={fields.username} maxLength={64} autoComplete="name" error={errors.username} onValue={set('username')} />
      <TextField className="my-account__field" id="profile-organisation" label={t('profile.organisation')} value={fields.organisation} maxLength={200} autoComplete="organization" error={errors.organisation} onValue={set('organisation')} />
      <TextField className="my-account__field" id="profile-phone" label={t('profile.phone')} value={fields.phone} maxLength={40} type="tel" autoComplete="tel" error={errors.phone} onValue={set('phone')} />
      {errors.form && <p className="error-text" role="alert">{errors.form}</p>}
      <div className="my-account__buttons">
        <button type="submit" className="button" disabled={updating.isLoading}>{t('profile.save')}</button>
        {saved && <p className="my-account__done" role="status">{t('profile.saved')}</p>}
      </div>
    </form>
  );
}
