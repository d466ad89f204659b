import { ExecutionContext, HttpStatus, Injectable } from '@nestjs/common';
import { LocalizedException } from '../../http/localized-exception';
import { RequestWithUser, SessionGuard } from './session.guard';

export const STAFF_ONLY = { zh: '仅限工作人员', en: 'Staff only' };

/** A live session whose user has the staff role; use it alone (it authenticates too). */
@Injectable()
export class StaffGuard extends SessionGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<RequestWithUser>();
    if (!req.user) await super.canActivate(context);
    if (req.user?.role !== 'staff') throw new LocalizedException(STAFF_ONLY, HttpStatus.FORBIDDEN);
    return true;
  }
}
