import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request, Response } from 'express';
import { LocalizedException } from '../../http/localized-exception';
import { CROSS_SITE_REFUSED, PLEASE_LOG_IN, SESSION_STRATEGY, SessionTokenStrategy } from './session-token.strategy';
import type { SessionUser } from './session-user';

export type RequestWithUser = Request & { user?: SessionUser };

export { CROSS_SITE_REFUSED, PLEASE_LOG_IN };

/**
 * Lets a request through only with a live session (passport, SessionTokenStrategy) and puts its
 * user on the request (read it with @CurrentUser()); 401 with 请您先登录 otherwise. Every answer it
 * lets through belongs to one person (orders, addresses, basket, staff desks), so none may be kept
 * by a browser or proxy cache: Cache-Control: no-store on the whole route group.
 */
@Injectable()
export class SessionGuard extends AuthGuard(SESSION_STRATEGY) {
  constructor(private readonly strategy: SessionTokenStrategy) {
    super();
  }

  override handleRequest<TUser = SessionUser>(error: unknown, user: TUser | false, _info: unknown, context: ExecutionContext): TUser {
    if (error) throw error;
    if (!user) throw new LocalizedException(PLEASE_LOG_IN, HttpStatus.UNAUTHORIZED);
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return user;
  }

  /** For calls open to visitors that show more to a logged-in user: the strategy's own check, or its refusal. */
  authenticate(req: Request): Promise<SessionUser> {
    return this.strategy.validate(req);
  }
}
