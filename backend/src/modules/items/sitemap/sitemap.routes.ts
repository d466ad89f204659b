import { Injectable, OnModuleInit } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { SiteRoutes } from '../../../http/site-routes';
import { SitemapService } from './sitemap.service';

/** Search engines re-read sitemaps now and then; a few minutes of staleness costs nothing. */
const CACHE = 'public, max-age=300';

/**
 * /robots.txt, /sitemap.xml and /sitemaps/*.xml at the site root (outside the /api prefix), on the site's own
 * routes (http/site-routes.ts), which come before the page fallback.
 */
@Injectable()
export class SitemapRoutes implements OnModuleInit {
  constructor(
    private readonly routes: SiteRoutes,
    private readonly sitemaps: SitemapService,
  ) {}

  onModuleInit(): void {
    const site = this.routes.router;
    const xml = (res: Response) => res.type('application/xml; charset=utf-8').set('Cache-Control', CACHE);
    const failed = (next: NextFunction) => (error: unknown) => next(error);

    site.get('/robots.txt', (_req: Request, res: Response) => {
      res.type('text/plain; charset=utf-8').set('Cache-Control', CACHE).send(this.sitemaps.robots());
    });
    site.get('/sitemap.xml', (_req: Request, res: Response, next: NextFunction) => {
      this.sitemaps.index().then((body) => xml(res).send(body), failed(next));
    });
    site.get('/sitemaps/pages.xml', (_req: Request, res: Response) => {
      xml(res).send(this.sitemaps.pages());
    });
    site.get(/^\/sitemaps\/products-([1-9]\d{0,5})\.xml$/, (req: Request, res: Response, next: NextFunction) => {
      const part = Number((req.params as Record<string, string>)[0]);
      this.sitemaps
        .partStart(part)
        .then((first) => {
          if (first === null) return void res.status(404).type('text/plain').send('No such sitemap');
          xml(res);
          return this.sitemaps.writeProducts(first, res);
        })
        .catch(failed(next));
    });
  }
}
