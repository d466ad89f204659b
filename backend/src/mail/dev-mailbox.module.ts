import { Module } from '@nestjs/common';
import { DevMailboxController } from './dev-mailbox.controller';
import { DevMailboxPage } from './dev-mailbox.page';

/** Only imported when NODE_ENV is not production (see MailModule), so the routes do not exist there. */
@Module({
  controllers: [DevMailboxController],
  providers: [DevMailboxPage],
})
export class DevMailboxModule {}
