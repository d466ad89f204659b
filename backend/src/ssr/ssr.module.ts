import { Module } from '@nestjs/common';
import { RenderedPages } from './rendered-pages';

/** Server-side rendering of the catalogue's public pages (see rendered-pages.server.ts). */
@Module({ providers: [RenderedPages], exports: [RenderedPages] })
export class SsrModule {}
