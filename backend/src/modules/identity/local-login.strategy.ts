import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { AccountService } from './account.service';
import type { User } from './user.entity';

export const LOCAL_STRATEGY = 'local';

/** Login by the spec's form fields: `email` and `password`, checked against the argon2id hash. */
@Injectable()
export class LocalLoginStrategy extends PassportStrategy(Strategy, LOCAL_STRATEGY) {
  constructor(private readonly accounts: AccountService) {
    super({ usernameField: 'email', passwordField: 'password', session: false });
  }

  /** false for an unknown address and a wrong password alike, after the same time spent. */
  async validate(email: string, password: string): Promise<User | false> {
    return (await this.accounts.checkPassword(email, password)) ?? false;
  }
}
