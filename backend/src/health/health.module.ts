import { Global, Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { DependencyHealthIndicator } from './dependency-health.indicator';
import { HealthController } from './health.controller';
import { Lifecycle } from './lifecycle';
import { Readiness } from './readiness';

/** Health, liveness and readiness; the lifecycle (draining) and readiness are read by the metrics too. */
@Global()
@Module({
  imports: [TerminusModule.forRoot({ logger: false, errorLogStyle: 'json' })],
  controllers: [HealthController],
  providers: [DependencyHealthIndicator, Lifecycle, Readiness],
  exports: [Lifecycle, Readiness],
})
export class HealthModule {}
