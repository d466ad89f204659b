import { Global, Injectable, Module } from '@nestjs/common';
import { Router } from 'express';

/**
 * The addresses outside /api the server answers itself (Bull Board, robots and sitemaps, the dev mailbox), on one
 * Express router that configureApp mounts before the page fallback (ssr/rendered-pages.server.ts). The tools that
 * own them add their routes at module init, which Nest runs after configureApp: mounted on the app itself then,
 * they came after the fallback, which answered /admin/queues with the shop's not-found page in every start that
 * serves the built app (issue 47), while the API tests, booted without it, passed.
 */
@Injectable()
export class SiteRoutes {
  readonly router = Router();
}

@Global()
@Module({ providers: [SiteRoutes], exports: [SiteRoutes] })
export class SiteRoutesModule {}
