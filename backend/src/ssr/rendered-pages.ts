import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PreparedAnswers } from '../cache/prepared-answers';
import { AppConfig } from '../config/app-config.service';
import { pageLanguage, type PageLanguage } from './language';
import { PageRenderer, startPageRenderer } from './page-renderer';
import type { PageDocument } from './server-bundle';

/** A rendered page as sent: the HTML and the headers of its first answer (security headers included). */
export interface RenderedPage {
  body: Buffer;
  etag: string;
  headers: Record<string, string | string[] | number>;
  generation: number;
  expires: number;
}

/**
 * Kept this long unless the catalogue or site content changes first: a change through any instance
 * clears every instance's prepared answers (SharedCaches), whose generation every kept page carries.
 * Only a change made around the shop (SQL by hand) waits for this time.
 */
export const RENDERED_PAGE_MS = 30_000;
const MAX_PAGES = 2_000;

/**
 * Addresses outside /api the server answers itself (not pages of the app). The site's own routes (Bull Board,
 * sitemaps, the dev mailbox: http/site-routes.ts) answer before the fallback asks; one that does not exist in this
 * start (the dev mailbox in production) is an address no page has, and gets the not-found page.
 */
const SERVER_OWN = ['/api/', '/assets/'];

/**
 * Server-rendered pages (home, /hot, products), kept per address and language. A page is rendered
 * once however many ask for it at the same time; its HTML is kept until the catalogue changes.
 */
@Injectable()
export class RenderedPages implements OnModuleDestroy {
  private readonly pages = new Map<string, RenderedPage>();
  private readonly rendering = new Map<string, Promise<PageDocument | null>>();
  private readonly shells = new Map<PageLanguage, { body: Buffer; etag: string }>();
  private readonly renderer: PageRenderer | null;
  readonly publicOrigin: string;

  constructor(
    config: AppConfig,
    private readonly prepared: PreparedAnswers,
  ) {
    this.publicOrigin = config.publicUrl().replace(/\/+$/, '');
    this.renderer = startPageRenderer(process.env.SPA_DIST);
    if (this.renderer) new Logger('ServerRendering').log(`Rendering pages with ${this.renderer.describe}`);
  }

  get enabled(): boolean {
    return this.renderer !== null;
  }

  /** Whether the server renders this path (the query does not matter). */
  renders(path: string): boolean {
    return this.renderer?.isServerRendered(path) ?? false;
  }

  /**
   * What an address is to the app: one of its pages, an address no page answers (the router would
   * show its "not found" page), or something else: files (a dot in the last segment: /favicon.svg,
   * /robots.txt) and the server's own non-API addresses (/dev/mailbox, /sitemaps/…), left to whoever serves them.
   */
  kindOf(path: string): 'page' | 'unknown' | 'other' {
    if (!this.renderer || /\.[^/]*$/.test(path) || SERVER_OWN.some((prefix) => path.startsWith(prefix))) return 'other';
    return this.renderer.isShopPage(path) ? 'page' : 'unknown';
  }

  /**
   * The app shell (the browser renders the page from it) with `<html lang>` in the page's language,
   * so a reader of the raw HTML (a crawler, a screen reader before the script runs) knows it too.
   */
  shell(language: PageLanguage): { body: Buffer; etag: string } {
    let shell = this.shells.get(language);
    if (!shell) {
      const body = Buffer.from((this.renderer?.shell ?? '').replace(/<html lang="[^"]*"/, `<html lang="${language === 'zh' ? 'zh-CN' : 'en'}"`));
      this.shells.set(language, (shell = { body, etag: RenderedPages.etag(body) }));
    }
    return shell;
  }

  static key(url: string, cookie: string | undefined): string {
    return `${pageLanguage(url, cookie)} ${url}`;
  }

  /** A kept page still valid: same catalogue generation, not expired. */
  kept(key: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.generation === this.prepared.generation && page.expires > Date.now()) return page;
    this.pages.delete(key);
    return undefined;
  }

  /** Renders the page (once for all who ask at the same time); null: not a page the server renders. */
  render(key: string, request: { url: string; cookie?: string; apiOrigin: string }): Promise<PageDocument | null> {
    const renderer = this.renderer;
    if (!renderer) return Promise.resolve(null);
    const running = this.rendering.get(key);
    if (running) return running;
    const started = renderer
      .render({ ...request, publicOrigin: this.publicOrigin })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, started);
    return started;
  }

  /** Keeps a page as sent, unless the catalogue changed while it was rendered. */
  keep(key: string, generation: number, body: Buffer, headers: RenderedPage['headers']): RenderedPage {
    const page = { body, headers, etag: RenderedPages.etag(body), generation, expires: Date.now() + RENDERED_PAGE_MS };
    if (generation !== this.prepared.generation) return page;
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    return page;
  }

  get generation(): number {
    return this.prepared.generation;
  }

  static etag(body: Buffer): string {
    return `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  async onModuleDestroy(): Promise<void> {
    await this.renderer?.close();
  }
}
