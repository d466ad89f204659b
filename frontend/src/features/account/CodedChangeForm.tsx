import { FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  LoginAnswer,
  retryAfterOf,
  useForgotPasswordMutation,
  useForgotSendIdentifyMutation,
  useRegisterMutation,
  useSendVerifyMutation,
} from './accountApi';
import { SlidePuzzle } from './SlidePuzzle';
import { serverMessage } from '../../shared/api/serverMessage';
import { TextField } from '../../shared/ui/TextField';
import { hasErrors, useFieldErrors } from './useFieldErrors';

type Field = 'email' | 'password' | 'confirm' | 'verify' | 'puzzle';
export type Mode = 'register' | 'forget';

/**
 * Registration and password reset share one form (spec sections 4 and 5): e-mail, slide puzzle,
 * e-mailed code (resend after 60 s), password twice. The mdve token from the code request goes back
 * in the `mdve` header.
 */
export function CodedChangeForm({ mode, onDone }: { mode: Mode; onDone: (answer: LoginAnswer) => void }) {
  const { t } = useTranslation('account');
  const [sendRegister] = useSendVerifyMutation();
  const [sendForgot] = useForgotSendIdentifyMutation();
  const [register, registering] = useRegisterMutation();
  const [reset, resetting] = useForgotPasswordMutation();
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [verify, setVerify] = useState('');
  const [pass, setPass] = useState<string>();
  const [mdve, setMdve] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [puzzleKey, setPuzzleKey] = useState(0);
  const { errors, setErrors, clear } = useFieldErrors<Field>();

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const sendCode = async () => {
    const problems = { email: email.trim() ? undefined : t('validation.emptyEmail'), puzzle: pass ? undefined : t('validation.puzzleRequired') };
    setErrors((current) => ({ ...current, ...problems }));
    if (!pass || hasErrors(problems)) return;
    setSending(true);
    setFailure(undefined);
    try {
      const send = mode === 'register' ? sendRegister : sendForgot;
      const answer = await send({ email: email.trim(), puzzlepass: pass }).unwrap();
      setMdve(answer.mdve);
      setCountdown(60);
      setNotice(t('code.sent'));
    } catch (error) {
      setFailure(serverMessage(error) ?? t('error'));
      const wait = retryAfterOf(error);
      if (wait && wait <= 120) setCountdown(wait);
    } finally {
      setSending(false);
      // The pass is spent either way: a new puzzle for the next request.
      setPass(undefined);
      setPuzzleKey((k) => k + 1);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems = {
      email: email.trim() ? undefined : t('validation.emptyEmail'),
      password: password ? undefined : t('validation.emptyPassword'),
      confirm: !confirm ? t('validation.emptyConfirm') : confirm !== password ? t('validation.inconsistent') : undefined,
      verify: verify.trim() ? undefined : t('validation.emptyCode'),
    };
    setErrors(problems);
    if (hasErrors(problems)) return;
    if (!mdve) {
      setFailure(t('validation.codeFirst'));
      return;
    }
    setFailure(undefined);
    const fields = { email: email.trim(), password, verify: verify.trim(), mdve };
    try {
      const answer =
        mode === 'register'
          ? await register({ ...fields, ...(username.trim() ? { username: username.trim() } : {}) }).unwrap()
          : await reset(fields).unwrap();
      onDone(answer);
    } catch (error) {
      setFailure(serverMessage(error) ?? t('error'));
    }
  };

  const busy = registering.isLoading || resetting.isLoading;
  return (
    <form className="account-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField id="email" label={t('fields.email')} type="email" autoComplete="email" value={email} error={errors.email} onValue={(v) => (setEmail(v), clear('email'))} />
      {mode === 'register' && (
        <TextField id="username" label={t('fields.username')} autoComplete="nickname" value={username} maxLength={64} onValue={setUsername} />
      )}
      <div>
        <SlidePuzzle key={puzzleKey} onPass={(p) => (setPass(p), p && clear('puzzle'))} />
        {errors.puzzle && (
          <p className="field-error error-text" role="alert">
            {errors.puzzle}
          </p>
        )}
      </div>
      <div className="account-form__code">
        <TextField id="verify" label={t('fields.code')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} value={verify} error={errors.verify} onValue={(v) => (setVerify(v), clear('verify'))} />
        <button type="button" className="button button--ghost" onClick={() => void sendCode()} disabled={sending || countdown > 0}>
          {countdown > 0 ? t('code.resend', { seconds: countdown }) : t('code.send')}
        </button>
      </div>
      {notice && <p className="ok-text" role="status">{notice}</p>}
      <TextField id="password" label={mode === 'register' ? t('fields.password') : t('fields.newPassword')} type="password" autoComplete="new-password" value={password} error={errors.password} onValue={(v) => (setPassword(v), clear('password'))} />
      <TextField id="confirm" label={t('fields.confirm')} type="password" autoComplete="new-password" value={confirm} error={errors.confirm} onValue={(v) => (setConfirm(v), clear('confirm'))} />
      {failure && <p className="error-text" role="alert">{failure}</p>}
      <button type="submit" className="button" disabled={busy}>
        {mode === 'register' ? t('register.submit') : t('forget.submit')}
      </button>
      <div className="account-form__links">
        <Link to="/login">{t('links.toLogin')}</Link>
      </div>
    </form>
  );
}
