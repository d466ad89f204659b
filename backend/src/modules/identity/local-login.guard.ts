import { ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { Request } from 'express';
import { createValidationPipe } from '../../http/validation.pipe';
import { LoginDto } from './dto/credentials.dto';
import { LOCAL_STRATEGY } from './local-login.strategy';
import type { User } from './user.entity';

export type RequestWithAccount = Request & { user?: User | null };

/**
 * POST /useridentify/login through passport-local. The form is judged first, so an empty or
 * oversized field gets the usual 400 naming it and no password is hashed for it. A wrong password
 * or unknown address is not an error here: req.user is null and the login call answers the spec's
 * code 300 with the same message for both.
 */
@Injectable()
export class LocalLoginGuard extends AuthGuard(LOCAL_STRATEGY) {
  private readonly form = createValidationPipe();

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<Request>();
    req.body = await this.form.transform(req.body ?? {}, { type: 'body', metatype: LoginDto });
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<TUser = User>(error: unknown, user: TUser | false): TUser | null {
    if (error) throw error;
    return user || null;
  }
}
