import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Profile, ProfileForm } from '@shop/contract';
import { DataSource } from 'typeorm';
import { fieldRefused, formText } from '../../../http/form-text';
import { LocalizedException } from '../../../http/localized-exception';
import type { Language } from '../../../http/request-language';
import { MailService } from '../../../mail/mail.service';
import { EMAIL_TAKEN, normalizeEmail } from '../account.service';
import { hashPassword, passwordMatches } from '../passwords';
import { digest, newSecretToken } from '../secret-tokens';
import { SessionService } from '../session.service';
import type { SessionUser } from '../session-user';
import { User } from '../user.entity';
import { VerificationService } from '../verification.service';
import { emailMovedAwayMail, emailMovedHereMail, passwordChangedMail } from './my-account-mails';

export const CURRENT_PASSWORD_WRONG = { zh: '当前密码不正确', en: 'The current password is not correct' };
export const SAME_EMAIL = { zh: '新邮箱与当前邮箱相同', en: 'The new e-mail address is the one you already use' };
export const PHONE_INVALID = {
  zh: '电话号码只能包含数字、空格和 + - ( )，且至少 5 位数字',
  en: 'The phone number may hold only digits, spaces and + - ( ), with at least 5 digits',
};

const NAME = { field: 'username', label: { zh: '姓名', en: 'name' }, maxLength: 64, required: true };
const ORGANISATION = { field: 'organisation', label: { zh: '单位', en: 'organisation' }, maxLength: 200 };
const PHONE = { field: 'phone', label: { zh: '电话', en: 'phone number' }, maxLength: 40 };

function shownProfile(user: User): Profile {
  return { username: user.username, email: user.email, organisation: user.organisation, phone: user.phone };
}

/**
 * A logged-in researcher's own account (issue 31): profile, password and e-mail. Changing either
 * secret asks for the current password, so a session left open on a lab computer cannot take the account.
 */
@Injectable()
export class MyAccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly sessions: SessionService,
    private readonly codes: VerificationService,
    private readonly mail: MailService,
  ) {}

  async profile(userId: number): Promise<Profile> {
    return shownProfile(await this.dataSource.getRepository(User).findOneByOrFail({ id: userId }));
  }

  async updateProfile(userId: number, form: Partial<ProfileForm>): Promise<Profile> {
    const username = formText(form.username, NAME);
    const organisation = formText(form.organisation, ORGANISATION);
    const phone = formText(form.phone, PHONE);
    if (phone && (!/^[0-9+\-() ]+$/.test(phone) || phone.replace(/\D/g, '').length < 5)) throw fieldRefused('phone', PHONE_INVALID);
    await this.dataSource.getRepository(User).update({ id: userId }, { username, organisation, phone });
    return this.profile(userId);
  }

  /** New password; every other session of the account ends (this one stays), and the owner is mailed. */
  async changePassword(user: SessionUser, current: string, next: string, language: Language): Promise<void> {
    await this.provePassword(user.id, current, 'oldpassword');
    const passwordHash = await hashPassword(next);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { passwordHash });
      await manager.query(`UPDATE sessions SET revoked_at = now() WHERE user_id = $1 AND id <> $2 AND revoked_at IS NULL`, [user.id, user.sessionId]);
      // Queued in the transaction: when the queue is down nothing changes and the page says so.
      await this.mail.enqueue({ ...passwordChangedMail(user.email, language), idempotencyKey: `password-changed:${digest(newSecretToken())}` });
    });
  }

  /** Mails a code to the new address (or, when it has an account, a note saying so); returns the mdve token. */
  async requestEmailChange(user: SessionUser, password: string, newEmail: string, ip: string, language: Language): Promise<string> {
    await this.provePassword(user.id, password, 'password');
    const email = normalizeEmail(newEmail);
    if (email === user.email) throw fieldRefused('email', SAME_EMAIL);
    return this.codes.send({ email, purpose: 'email-change', ip, language, userId: user.id });
  }

  /** The code mailed to the new address moves this account there; both addresses are told. */
  async confirmEmailChange(user: SessionUser, mdve: string, code: string, language: Language): Promise<Profile> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const [row] = await manager.query(`SELECT email, user_id AS "userId" FROM verification_codes WHERE token_hash = $1`, [digest(mdve)]);
      // A code asked for by another account never moves this one.
      if (!row || row.userId !== user.id) return { ok: false as const, locked: false };
      const check = await this.codes.check(manager, row.email, 'email-change', mdve, code);
      if (!check.ok) return check;
      const users = manager.getRepository(User);
      if (await users.exists({ where: { email: row.email } })) return 'taken' as const;
      await users.update({ id: user.id }, { email: row.email });
      const key = digest(mdve);
      await this.mail.enqueue({ ...emailMovedAwayMail(user.email, row.email, language), idempotencyKey: `email-moved-away:${key}` });
      await this.mail.enqueue({ ...emailMovedHereMail(row.email, language), idempotencyKey: `email-moved-here:${key}` });
      return { ok: true as const };
    });
    if (outcome === 'taken') throw new LocalizedException(EMAIL_TAKEN, HttpStatus.CONFLICT);
    if (!outcome.ok) throw VerificationService.refusal(outcome);
    return this.profile(user.id);
  }

  private async provePassword(userId: number, password: string, field: string): Promise<void> {
    const user = await this.dataSource.getRepository(User).findOneByOrFail({ id: userId });
    if (!(await passwordMatches(user.passwordHash, password))) throw fieldRefused(field, CURRENT_PASSWORD_WRONG);
  }
}
