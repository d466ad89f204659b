import { Global, MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { EventLoopDelayCollector } from './event-loop-delay.collector';
import { HttpMetricsMiddleware } from './http-metrics.middleware';
import { MetricsController } from './metrics.controller';
import { ShopMetrics } from './metrics.registry';
import { QueueMetricsCollector } from './queue-metrics.collector';
import { RuntimeMetricsCollector } from './runtime-metrics.collector';

@Global()
@Module({
  controllers: [MetricsController],
  providers: [ShopMetrics, RuntimeMetricsCollector, QueueMetricsCollector, EventLoopDelayCollector, HttpMetricsMiddleware],
  exports: [ShopMetrics],
})
export class MetricsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(HttpMetricsMiddleware).forRoutes('{*splat}');
  }
}
