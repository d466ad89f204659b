import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomInt } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { LocalizedException } from '../../http/localized-exception';
import type { Language } from '../../http/request-language';
import { MailService } from '../../mail/mail.service';
import { codeMail, noCodeMail } from './account-mails';
import { PuzzleService } from './puzzle/puzzle.service';
import { digest, newSecretToken, sameDigest } from './secret-tokens';
import { SendLimits } from './send-limits';
import { User } from './user.entity';
import { CodePurpose, VerificationCode } from './verification-code.entity';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_FAILED_ATTEMPTS = 5;

export const CODE_WRONG = { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' };
export const CODE_LOCKED = {
  zh: '验证码错误次数过多，请重新获取验证码',
  en: 'Too many wrong codes; please request a new code',
};

export interface SendRequest {
  email: string;
  purpose: CodePurpose;
  puzzlePass?: string;
  ip: string;
  language: Language;
  /** E-mail change: the logged-in account the code will move (it proved itself with its password, so no puzzle). */
  userId?: number;
}

export type CodeCheck = { ok: true } | { ok: false; locked: boolean };

@Injectable()
export class VerificationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly puzzles: PuzzleService,
    private readonly limits: SendLimits,
    private readonly mail: MailService,
  ) {}

  /**
   * Checks the puzzle pass and the limits, then stores the code and queues its mail in one
   * transaction: if the queue is unreachable nothing is stored. Returns the mdve token, which
   * answers the same whether or not a code was actually made (see noCodeMail).
   */
  async send(request: SendRequest): Promise<string> {
    const { email, purpose, language } = request;
    if (purpose !== 'email-change') await this.puzzles.consumePass(request.puzzlePass);
    await this.limits.take(email, request.ip);
    const token = newSecretToken();
    try {
      await this.dataSource.transaction(async (manager) => {
        const registered = await manager.getRepository(User).exists({ where: { email } });
        // Registering or moving an account to an address needs it free; a reset needs it taken.
        const codeMakesSense = purpose === 'reset' ? registered : !registered;
        if (!codeMakesSense) {
          await this.mail.enqueue({ ...noCodeMail(email, purpose, language), idempotencyKey: `no-code:${digest(token)}` });
          return;
        }
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await manager.getRepository(VerificationCode).save({
          email,
          purpose,
          tokenHash: digest(token),
          codeHash: digest(token, code),
          expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
          usedAt: null,
          userId: request.userId ?? null,
        });
        await this.mail.enqueue({ ...codeMail(email, code, purpose, language), idempotencyKey: `verification-code:${digest(token)}` });
      });
    } catch (error) {
      await this.limits.release(email, request.ip);
      throw error;
    }
    return token;
  }

  /**
   * Inside the caller's transaction: a right code is marked used (single use); a wrong one counts
   * towards the lock and the caller must still commit so the count sticks.
   */
  async check(manager: EntityManager, email: string, purpose: CodePurpose, token: string, code: string): Promise<CodeCheck> {
    const row = await manager
      .getRepository(VerificationCode)
      .createQueryBuilder('c')
      .setLock('pessimistic_write')
      .where('c.token_hash = :hash', { hash: digest(token) })
      .getOne();
    if (!row || row.email !== email || row.purpose !== purpose || row.usedAt || row.expiresAt.getTime() <= Date.now()) {
      return { ok: false, locked: false };
    }
    if (row.failedAttempts >= MAX_FAILED_ATTEMPTS) return { ok: false, locked: true };
    if (!sameDigest(row.codeHash, digest(token, code))) {
      await manager.increment(VerificationCode, { id: row.id }, 'failedAttempts', 1);
      return { ok: false, locked: row.failedAttempts + 1 >= MAX_FAILED_ATTEMPTS };
    }
    await manager.update(VerificationCode, { id: row.id }, { usedAt: new Date() });
    return { ok: true };
  }

  static refusal(result: { ok: false; locked: boolean }): LocalizedException {
    return result.locked
      ? new LocalizedException(CODE_LOCKED, HttpStatus.TOO_MANY_REQUESTS)
      : new LocalizedException(CODE_WRONG, HttpStatus.BAD_REQUEST);
  }
}
