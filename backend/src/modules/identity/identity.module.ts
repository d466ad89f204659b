import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Session } from './session.entity';
import { SessionGuard } from './session.guard';
import { SessionService } from './session.service';
import { StaffGuard } from './staff.guard';
import { User } from './user.entity';
import { VerificationCode } from './verification-code.entity';

/**
 * Accounts and sessions. Global so every module can put SessionGuard / StaffGuard on its routes
 * and read the user with @CurrentUser() without importing anything but the files.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User, Session, VerificationCode])],
  providers: [SessionService, SessionGuard, StaffGuard],
  exports: [SessionService, SessionGuard, StaffGuard],
})
export class IdentityModule {}
