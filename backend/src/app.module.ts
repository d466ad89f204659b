import { Module } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { ServeStaticModule } from '@nestjs/serve-static';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { AdminModule } from './admin/admin.module';
import { PreparedAnswersModule } from './cache/prepared-answers.module';
import { AppConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FilesModule } from './files/files.module';
import { HealthModule } from './health/health.module';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { LoggingModule } from './http/logging.module';
import { SiteRoutesModule } from './http/site-routes';
import { MetricsModule } from './metrics/metrics.module';
import { MailModule } from './mail/mail.module';
import { AddressesModule } from './modules/addresses/addresses.module';
import { AgentsModule } from './modules/agents/agents.module';
import { CartModule } from './modules/cart/cart.module';
import { CommentsModule } from './modules/comments/comments.module';
import { ContentModule } from './modules/content/content.module';
import { IdentityModule } from './modules/identity/identity.module';
import { ItemsModule } from './modules/items/items.module';
import { OrdersModule } from './modules/orders/orders.module';
import { SavedListsModule } from './modules/saved-lists/saved-lists.module';
import { RedisModule } from './redis/redis.module';
import { SearchModule } from './search/search.module';
import { SsrModule } from './ssr/ssr.module';

/** Addresses without a dot: pages of the app, never files. */
const PAGE_ADDRESS = /^\/[^.]*$/;

/** The built SPA is served by the same process in production; Vite serves it in development. */
function spaModules() {
  const dist = process.env.SPA_DIST ? resolve(process.env.SPA_DIST) : '';
  if (!dist || !existsSync(resolve(dist, 'index.html'))) return [];
  return [
    ServeStaticModule.forRoot({
      rootPath: dist,
      exclude: ['/api/{*path}'],
      // The app shell only for what could be a page: an address naming a file (a dot in it) that the built app does
      // not have, a stale chunk after a deploy say, is a 404, not index.html with 200 that the browser fails to run.
      renderPath: PAGE_ADDRESS,
      serveStaticOptions: {
        index: false,
        fallthrough: true,
        // Vite fingerprints everything under /assets, so those never change; index.html must revalidate.
        setHeaders: (res, path) => {
          res.setHeader('Cache-Control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      },
    }),
  ];
}

@Module({
  imports: [
    AppConfigModule,
    LoggingModule,
    SiteRoutesModule,
    PreparedAnswersModule,
    DatabaseModule,
    RedisModule,
    SearchModule,
    FilesModule,
    HealthModule,
    MetricsModule,
    MailModule,
    AdminModule,
    IdentityModule,
    ItemsModule,
    CartModule,
    OrdersModule,
    AddressesModule,
    SavedListsModule,
    CommentsModule,
    AgentsModule,
    ContentModule,
    SsrModule,
    ...spaModules(),
  ],
  providers: [{ provide: APP_FILTER, useClass: ApiExceptionFilter }],
})
export class AppModule {}
