import { CanActivate, ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { LocalizedException } from '../../http/localized-exception';
import { CROSS_SITE_REFUSED } from './session-token.strategy';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * For calls that set or clear session cookies (login, register, reset, logout): a cross-site HTML
 * form can post URL-encoded bodies but cannot add a custom header without a CORS preflight, which
 * this server never grants. So X-Requested-With (the SPA always sends it) or the Authorization form
 * is required; SameSite=Lax on the cookies is the second layer.
 */
@Injectable()
export class SameSiteRequestGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (SAFE_METHODS.has(req.method) || req.headers['x-requested-with'] || req.headers.authorization) return true;
    throw new LocalizedException(CROSS_SITE_REFUSED, HttpStatus.FORBIDDEN);
  }
}
