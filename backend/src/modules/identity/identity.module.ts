import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountService } from './account.service';
import { IdentityController } from './identity.controller';
import { LoginThrottleGuard } from './login-throttle.guard';
import { PuzzleService } from './puzzle/puzzle.service';
import { RedisThrottlerStorage } from './redis-throttler.storage';
import { SameSiteRequestGuard } from './same-site-request.guard';
import { SendLimits } from './send-limits';
import { Session } from './session.entity';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import { StaffGuard } from './staff.guard';
import { User } from './user.entity';
import { VerificationCode } from './verification-code.entity';
import { VerificationService } from './verification.service';

/**
 * Accounts and sessions. Global so every module can put SessionGuard / StaffGuard on its routes
 * and read the user with @CurrentUser() without importing anything but the files.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Session, VerificationCode])],
  controllers: [IdentityController],
  providers: [
    SessionService,
    SessionGuard,
    StaffGuard,
    AccountService,
    VerificationService,
    PuzzleService,
    SendLimits,
    RedisThrottlerStorage,
    LoginThrottleGuard,
    SameSiteRequestGuard,
  ],
  exports: [SessionService, SessionGuard, StaffGuard, RedisThrottlerStorage],
})
export class IdentityModule {}
