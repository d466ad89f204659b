import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import { hashPassword, passwordMatches, spendPasswordCheck } from './passwords';
import { SessionService } from './session.service';
import { User } from './user.entity';
import { VerificationService } from './verification.service';

export const EMAIL_TAKEN = { zh: '该邮箱已注册', en: 'This e-mail address is already registered' };

export interface OpenedSession {
  user: User;
  token: string;
}

interface CodedChange {
  email: string;
  password: string;
  mdve: string;
  code: string;
}

/** Addresses compare case-insensitively: one mailbox, one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function defaultUsername(email: string): string {
  return email.split('@')[0].slice(0, 64) || email.slice(0, 64);
}

@Injectable()
export class AccountService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly codes: VerificationService,
    private readonly sessions: SessionService,
  ) {}

  /** The account whose password this is; null for an unknown address and a wrong password alike. */
  async checkPassword(email: string, password: string): Promise<User | null> {
    const user = await this.dataSource.getRepository(User).findOne({ where: { email: normalizeEmail(email) } });
    if (!user) {
      await spendPasswordCheck(password);
      return null;
    }
    return (await passwordMatches(user.passwordHash, password)) ? user : null;
  }

  async register(change: CodedChange & { username?: string }): Promise<OpenedSession> {
    const email = normalizeEmail(change.email);
    const passwordHash = await hashPassword(change.password);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const check = await this.codes.check(manager, email, 'register', change.mdve, change.code);
      if (!check.ok) return check;
      const users = manager.getRepository(User);
      if (await users.exists({ where: { email } })) return 'taken' as const;
      const user = await users.save(
        users.create({ email, username: change.username?.trim() || defaultUsername(email), passwordHash, role: 'customer' }),
      );
      return { ok: true as const, user, token: await this.sessions.open(user.id, manager) };
    });
    if (outcome === 'taken') throw new LocalizedException(EMAIL_TAKEN, HttpStatus.CONFLICT);
    if (!outcome.ok) throw VerificationService.refusal(outcome);
    return { user: outcome.user, token: outcome.token };
  }

  /** New password, and every existing session of the account ends. Opens no new session. */
  async resetPassword(change: CodedChange): Promise<User> {
    const email = normalizeEmail(change.email);
    const passwordHash = await hashPassword(change.password);
    const outcome = await this.dataSource.transaction(async (manager) => {
      const check = await this.codes.check(manager, email, 'reset', change.mdve, change.code);
      if (!check.ok) return check;
      const user = await manager.getRepository(User).findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
      if (!user) return { ok: false as const, locked: false };
      await manager.update(User, { id: user.id }, { passwordHash });
      await this.sessions.revokeAllOf(user.id, manager);
      return { ok: true as const, user };
    });
    if (!outcome.ok) throw VerificationService.refusal(outcome);
    return outcome.user;
  }
}
