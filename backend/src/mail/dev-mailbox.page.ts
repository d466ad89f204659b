import { Injectable, OnModuleInit } from '@nestjs/common';
import type { DevMail } from '@shop/contract';
import type { Request, Response } from 'express';
import { SiteRoutes } from '../http/site-routes';
import { DevMailboxStore } from './dev-mailbox.store';

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

function render(mails: DevMail[]): string {
  const items = mails
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p><b>To</b> ${escape(m.to)} · <time>${escape(m.sentAt)}</time></p>
<pre>${escape(m.text)}</pre></article>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Development mailbox</title>
<style>body{font:14px sans-serif;margin:2em;max-width:60em}article{border-bottom:1px solid #ccc;padding:.5em 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Development mailbox (${mails.length})</h1><p>Mail the shop would have sent. JSON: <a href="/api/dev/mailbox">/api/dev/mailbox</a></p>${items || '<p>No mail yet.</p>'}</body></html>`;
}

/**
 * The HTML mailbox lives at /dev/mailbox, outside the /api prefix, on the site's own routes
 * (http/site-routes.ts). Only registered outside production.
 */
@Injectable()
export class DevMailboxPage implements OnModuleInit {
  constructor(
    private readonly routes: SiteRoutes,
    private readonly mailbox: DevMailboxStore,
  ) {}

  onModuleInit(): void {
    this.routes.router.get('/dev/mailbox', (req: Request, res: Response, next: (e?: unknown) => void) => {
      const to = typeof req.query.to === 'string' ? req.query.to : undefined;
      this.mailbox
        .list(to)
        .then((mails) => res.type('html').set('Cache-Control', 'no-store').send(render(mails)))
        .catch(next);
    });
  }
}
