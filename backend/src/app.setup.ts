import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { catchUpBeforeServing } from './cache/catch-up.server';
import { AppConfig } from './config/app-config.service';
import { drainOnSignals } from './health/lifecycle';
import { setUpApiDocs } from './http/api-docs';
import { serveCompressedAssets } from './http/compressed-assets';
import { NulBytePipe } from './http/nul-bytes';
import { servePreparedAnswers } from './http/prepared-answers.server';
import { SiteRoutes } from './http/site-routes';
import { readRequestBodies } from './http/request-edge';
import { createValidationPipe } from './http/validation.pipe';
import { serveRenderedPages } from './ssr/rendered-pages.server';

/** Everything main.ts and the API tests both need, so tests boot exactly what production runs. */
export function configureApp(app: INestApplication): INestApplication {
  const express = app as NestExpressApplication;
  express.useLogger(app.get(Logger));
  express.set('trust proxy', app.get(AppConfig).get('TRUST_PROXY'));
  express.set('etag', 'strong');
  express.setGlobalPrefix('api');
  express.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:'],
          'style-src': ["'self'", "'unsafe-inline'"],
          'upgrade-insecure-requests': null,
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  serveCompressedAssets(express, process.env.SPA_DIST);
  express.use(cookieParser());
  readRequestBodies(express);
  express.useGlobalPipes(new NulBytePipe(), createValidationPipe());
  setUpApiDocs(app);
  servePreparedAnswers(app);
  // Before the page fallback, which answers every other address outside /api with a page or the not-found page.
  express.use(app.get(SiteRoutes).router);
  serveRenderedPages(app);
  catchUpBeforeServing(app);
  drainOnSignals(app);
  return app;
}
