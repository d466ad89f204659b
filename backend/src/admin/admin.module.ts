import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueBoard } from './queue-board';

/** Operator tools outside the public API: Bull Board at /admin/queues (staff only). */
@Module({
  imports: [DiscoveryModule],
  providers: [QueueBoard],
})
export class AdminModule {}
