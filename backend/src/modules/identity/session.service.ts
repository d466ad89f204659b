import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { digest, newSecretToken, SECRET_TOKEN_PATTERN } from './secret-tokens';
import { Session } from './session.entity';
import type { SessionUser } from './session-user';
import { User } from './user.entity';

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

@Injectable()
export class SessionService {
  constructor(@InjectRepository(Session) private readonly sessions: Repository<Session>) {}

  /** Returns the token once; afterwards only its digest exists. */
  async open(userId: number, manager?: EntityManager): Promise<string> {
    const token = newSecretToken();
    const repo = manager ? manager.getRepository(Session) : this.sessions;
    await repo.insert({ userId, tokenHash: digest(token), expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS) });
    return token;
  }

  /** The live session's user, or null for an unknown, expired or revoked token. */
  async resolve(token: string, expectedUserId?: number): Promise<SessionUser | null> {
    if (!SECRET_TOKEN_PATTERN.test(token)) return null;
    const row = await this.sessions
      .createQueryBuilder('s')
      .innerJoin(User, 'u', 'u.id = s.user_id')
      .select(['s.id AS session_id', 'u.id AS id', 'u.username AS username', 'u.email AS email', 'u.role AS role'])
      .where('s.token_hash = :hash', { hash: digest(token) })
      .andWhere('s.revoked_at IS NULL')
      .andWhere('s.expires_at > now()')
      .getRawOne<{ session_id: number; id: number; username: string; email: string; role: SessionUser['role'] }>();
    if (!row) return null;
    if (expectedUserId !== undefined && row.id !== expectedUserId) return null;
    return { id: row.id, username: row.username, email: row.email, role: row.role, sessionId: row.session_id };
  }

  async revoke(sessionId: number): Promise<void> {
    await this.sessions.update({ id: sessionId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  /** After a password reset nobody holding an old token may stay logged in. */
  async revokeAllOf(userId: number, manager?: EntityManager): Promise<void> {
    const repo = manager ? manager.getRepository(Session) : this.sessions;
    await repo.update({ userId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }
}
