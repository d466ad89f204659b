import { Global, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountService } from './account.service';
import { IdentityController } from './identity.controller';
import { LocalLoginGuard } from './local-login.guard';
import { LocalLoginStrategy } from './local-login.strategy';
import { LoginFailureGuard, LoginFailures } from './login-failures';
import { MyAccountController } from './my-account/my-account.controller';
import { MyAccountService } from './my-account/my-account.service';
import { PasswordCheckThrottleGuard } from './my-account/password-check-throttle.guard';
import { PuzzleService } from './puzzle/puzzle.service';
import { PuzzleCheckThrottleGuard, PuzzleFetchThrottleGuard } from './puzzle/puzzle-throttle.guard';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { SameSiteRequestGuard } from './same-site-request.guard';
import { SendLimits } from './send-limits';
import { Session } from './session.entity';
import { SessionGuard } from './session.guard';
import { SessionTokenStrategy } from './session-token.strategy';
import { SessionService } from './session.service';
import { StaffGuard } from './staff.guard';
import { User } from './user.entity';
import { VerificationCode } from './verification-code.entity';
import { VerificationService } from './verification.service';

/**
 * Accounts and sessions, authenticated through passport: passport-local for the login form and a
 * session-token strategy for every other call. Global so every module can put SessionGuard /
 * StaffGuard on its routes and read the user with @CurrentUser() without importing anything but the files.
 */
@Global()
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, Session, VerificationCode])],
  controllers: [IdentityController, MyAccountController],
  providers: [
    SessionService,
    SessionTokenStrategy,
    SessionGuard,
    StaffGuard,
    AccountService,
    MyAccountService,
    PasswordCheckThrottleGuard,
    VerificationService,
    PuzzleService,
    SendLimits,
    RedisThrottlerStorage,
    LocalLoginStrategy,
    LocalLoginGuard,
    LoginFailures,
    LoginFailureGuard,
    PuzzleFetchThrottleGuard,
    PuzzleCheckThrottleGuard,
    SameSiteRequestGuard,
  ],
  exports: [SessionService, SessionTokenStrategy, SessionGuard, StaffGuard, RedisThrottlerStorage],
})
export class IdentityModule {}
