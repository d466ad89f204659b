import type { Language } from '../../http/request-language';
import type { MailMessage } from '../../mail/mail-message';
import type { CodePurpose } from './verification-code.entity';

const escape = (t: string) => t.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

function html(lines: string[]): string {
  return `<!doctype html><html><body style="font-family:sans-serif">${lines.map((l) => `<p>${escape(l)}</p>`).join('')}</body></html>`;
}

function message(to: string, subject: string, lines: string[]): MailMessage {
  return { to, subject, text: lines.join('\n\n'), html: html(lines) };
}

/** The code mail, in the language of the page that asked for it. */
export function codeMail(to: string, code: string, purpose: CodePurpose, language: Language): MailMessage {
  if (language === 'en') {
    const what = { register: 'create your account', reset: 'reset your password', 'email-change': 'make this your account\'s e-mail address' }[purpose];
    return message(to, `Your verification code: ${code}`, [
      `Your verification code is ${code}.`,
      `Enter it on the page to ${what}. It is valid for 10 minutes and can be used once.`,
      'If you did not ask for it, ignore this e-mail.',
    ]);
  }
  const what = { register: '完成注册', reset: '重置密码', 'email-change': '将此邮箱设为账户邮箱' }[purpose];
  return message(to, `您的验证码：${code}`, [
    `您的验证码是 ${code}。`,
    `请在页面中输入以${what}，10 分钟内有效，仅可使用一次。`,
    '如果这不是您本人的操作，请忽略本邮件。',
  ]);
}

/**
 * Sent instead of a code when the request cannot lead anywhere (registering a taken address,
 * resetting an unknown one): the page answers the same either way, so nobody learns which
 * addresses have accounts, while the owner of the mailbox learns what happened.
 */
export function noCodeMail(to: string, purpose: CodePurpose, language: Language): MailMessage {
  if (purpose === 'email-change') {
    return language === 'en'
      ? message(to, 'This e-mail address already has an account', [
          'Someone asked to move their account to this e-mail address, but it already has an account, so nothing was changed.',
          'If you did not ask, ignore this e-mail.',
        ])
      : message(to, '该邮箱已注册', ['有人申请将账户邮箱改为此邮箱，但该邮箱已有账户，未作任何更改。', '如非本人操作，请忽略本邮件。']);
  }
  if (language === 'en') {
    return purpose === 'register'
      ? message(to, 'You already have an account', [
          'Someone asked to register this e-mail address, but it already has an account.',
          'If you forgot your password, use "Forgot password" on the login page.',
        ])
      : message(to, 'Password reset request', [
          'Someone asked to reset the password for this e-mail address, but no account uses it.',
          'You can register a new account with it. If you did not ask, ignore this e-mail.',
        ]);
  }
  return purpose === 'register'
    ? message(to, '该邮箱已注册', ['有人使用此邮箱申请注册，但该邮箱已有账户。', '如果忘记密码，请在登录页点击"忘记密码"。'])
    : message(to, '重置密码申请', ['有人申请重置此邮箱的密码，但没有使用此邮箱的账户。', '您可以用它注册新账户；如非本人操作，请忽略本邮件。']);
}
