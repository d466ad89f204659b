import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { LocalizedException } from '../../http/localized-exception';
import { isCrossSiteRisk, sessionCredentials } from './session-credentials';
import type { SessionUser } from './session-user';
import { SessionService } from './session.service';

export type RequestWithUser = Request & { user?: SessionUser };

export const PLEASE_LOG_IN = { zh: '请您先登录', en: 'Please log in first' };
export const CROSS_SITE_REFUSED = {
  zh: '请求来源无法验证，请刷新页面后重试',
  en: 'The request origin could not be verified; reload the page and try again',
};

/**
 * Lets a request through only with a live session and puts its user on the request
 * (read it with @CurrentUser()). 401 with 请您先登录 otherwise.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(private readonly sessions: SessionService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    req.user = await this.authenticate(req);
    return true;
  }

  async authenticate(req: Request): Promise<SessionUser> {
    const credentials = sessionCredentials(req);
    if (!credentials) throw new LocalizedException(PLEASE_LOG_IN, HttpStatus.UNAUTHORIZED);
    if (isCrossSiteRisk(req, credentials)) throw new LocalizedException(CROSS_SITE_REFUSED, HttpStatus.FORBIDDEN);
    const user = await this.sessions.resolve(credentials.token, credentials.uid);
    if (!user) throw new LocalizedException(PLEASE_LOG_IN, HttpStatus.UNAUTHORIZED);
    return user;
  }
}
