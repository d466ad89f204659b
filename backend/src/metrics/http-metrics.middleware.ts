import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { ShopMetrics } from './metrics.registry';

/** Times every API request and labels it with the matched route pattern, not the raw URL (bounded label set). */
@Injectable()
export class HttpMetricsMiddleware implements NestMiddleware {
  constructor(private readonly metrics: ShopMetrics) {}

  use(req: Request, res: Response, next: NextFunction): void {
    const stop = this.metrics.httpDuration.startTimer();
    res.once('finish', () => {
      const route = (req.route as { path?: string } | undefined)?.path ?? 'unmatched';
      stop({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  }
}
