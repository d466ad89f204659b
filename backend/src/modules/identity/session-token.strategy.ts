import { HttpStatus, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import passport from 'passport';
import { LocalizedException } from '../../http/localized-exception';
import { isCrossSiteRisk, sessionCredentials } from './session-credentials';
import type { SessionUser } from './session-user';
import { SessionService } from './session.service';

export const SESSION_STRATEGY = 'session-token';

export const PLEASE_LOG_IN = { zh: '请您先登录', en: 'Please log in first' };
export const CROSS_SITE_REFUSED = {
  zh: '请求来源无法验证，请刷新页面后重试',
  en: 'The request origin could not be verified; reload the page and try again',
};

type Verified = (error: unknown, user?: SessionUser | false) => void;

/** A passport strategy that hands the whole request to its verify function (what passport-custom does). */
class RequestStrategy extends passport.Strategy {
  constructor(private readonly verifyRequest: (req: Request, done: Verified) => void) {
    super();
  }

  override authenticate(req: Request): void {
    this.verifyRequest(req, (error, user) => {
      if (error) this.error(error);
      else if (user) this.success(user);
      else this.fail(HttpStatus.UNAUTHORIZED);
    });
  }
}

/**
 * The opaque session token, from `Authorization: <uid>:<token>` or the HttpOnly cookie (see
 * session-credentials.ts). Refusals say why in the caller's language: not logged in (401), or a
 * cookie-authenticated state change that a foreign page could have sent (403).
 */
@Injectable()
export class SessionTokenStrategy extends PassportStrategy(RequestStrategy, SESSION_STRATEGY) {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(req: Request): Promise<SessionUser> {
    const credentials = sessionCredentials(req);
    if (!credentials) throw new LocalizedException(PLEASE_LOG_IN, HttpStatus.UNAUTHORIZED);
    if (isCrossSiteRisk(req, credentials)) throw new LocalizedException(CROSS_SITE_REFUSED, HttpStatus.FORBIDDEN);
    const user = await this.sessions.resolve(credentials.token, credentials.uid);
    if (!user) throw new LocalizedException(PLEASE_LOG_IN, HttpStatus.UNAUTHORIZED);
    return user;
  }
}
