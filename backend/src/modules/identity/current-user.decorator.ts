import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { RequestWithUser } from './session.guard';
import type { SessionUser } from './session-user';

/** The session user SessionGuard (or StaffGuard) resolved; use only behind one of them. */
export const CurrentUser = createParamDecorator((_: unknown, context: ExecutionContext): SessionUser => {
  const user = context.switchToHttp().getRequest<RequestWithUser>().user;
  if (!user) throw new Error('@CurrentUser() used on a route without SessionGuard or StaffGuard');
  return user;
});

export type { SessionUser };
