import { Injectable, OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Queue } from 'bullmq';
import type { NextFunction, Request, Response } from 'express';
import { SiteRoutes } from '../http/site-routes';
import { SessionService } from '../modules/identity/session.service';
import { offlineBoardViews } from './offline-board-page';
import { staffOnly } from './staff-only.middleware';

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * Bull Board at /admin/queues for staff: every BullMQ queue registered in the app (found by
 * discovery, so new queues appear without touching this file), on the site's own routes outside /api
 * (http/site-routes.ts), which come before the page fallback.
 */
@Injectable()
export class QueueBoard implements OnModuleInit {
  constructor(
    private readonly routes: SiteRoutes,
    private readonly discovery: DiscoveryService,
    private readonly sessions: SessionService,
  ) {}

  onModuleInit(): void {
    const queues = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is Queue => instance instanceof Queue);
    const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
    createBullBoard({ queues: queues.map((queue) => new BullMQAdapter(queue)), serverAdapter });
    const views = offlineBoardViews();
    if (views) serverAdapter.setViewsPath(views);
    // Bull Board's page bootstraps with an inline script, which the API's strict CSP would block.
    // Nothing outside the shop is allowed: the page is served without its Google Fonts link.
    const relaxCsp = (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader(
        'Content-Security-Policy',
        "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; font-src 'self' data:; img-src 'self' data:",
      );
      next();
    };
    this.routes.router.use(QUEUE_BOARD_PATH, staffOnly(this.sessions), relaxCsp, serverAdapter.getRouter());
  }
}
