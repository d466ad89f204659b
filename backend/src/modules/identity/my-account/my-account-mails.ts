import type { Language } from '../../../http/request-language';
import type { MailMessage } from '../../../mail/mail-message';

const escape = (t: string) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

function message(to: string, subject: string, lines: string[]): MailMessage {
  const html = `<!doctype html><html><body style="font-family:sans-serif">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}</body></html>`;
  return { to, subject, text: lines.join('\n\n'), html };
}

/** After a password change: the owner learns of it, and what to do if it was not them. */
export function passwordChangedMail(to: string, language: Language): MailMessage {
  return language === 'en'
    ? message(to, 'Your password was changed', [
        'The password of your account was changed just now. Every other login of the account has been ended.',
        'If you did not do this, reset your password with "Forgot password" on the login page and contact us.',
      ])
    : message(to, '您的密码已修改', ['您账户的密码刚刚已修改，账户在其他设备上的登录均已退出。', '如果这不是您本人的操作，请在登录页点击"忘记密码"重置密码，并与我们联系。']);
}

/** To the old address after an e-mail change: a stolen session cannot move the account away silently. */
export function emailMovedAwayMail(to: string, newEmail: string, language: Language): MailMessage {
  return language === 'en'
    ? message(to, 'Your account e-mail address was changed', [
        `The e-mail address of your account was changed to ${newEmail}. Mails now go there, and you log in with it.`,
        'If you did not do this, contact us at once.',
      ])
    : message(to, '您的账户邮箱已修改', [`您账户的邮箱已改为 ${newEmail}，今后的邮件将发往该邮箱，登录也请使用该邮箱。`, '如果这不是您本人的操作，请立即与我们联系。']);
}

/** To the new address after an e-mail change. */
export function emailMovedHereMail(to: string, language: Language): MailMessage {
  return language === 'en'
    ? message(to, 'This is now your account e-mail address', ['Your account now uses this e-mail address: log in with it from now on.'])
    : message(to, '账户邮箱已更新', ['您的账户现在使用此邮箱，今后请用它登录。']);
}
