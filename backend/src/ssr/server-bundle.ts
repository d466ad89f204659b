import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Manifest, PageAssets, PageDocument, PageRequest } from '@shop/contract';

export type { PageAssets, PageDocument, PageRequest };

/** What the frontend's server build (frontend/src/entry-server.tsx) offers. */
export interface ServerBundle {
  isServerRendered(path: string): boolean;
  /** False for an address only the catch-all "not found" page answers. */
  isShopPage(path: string): boolean;
  renderPage(assets: PageAssets, request: PageRequest): Promise<PageDocument | null>;
}

/** The built server bundle beside the built app: SPA_DIST/../dist-server/entry-server.cjs. */
export function serverBundlePath(spaDist: string): string {
  return resolve(spaDist, '..', 'dist-server', 'entry-server.cjs');
}

/**
 * The server bundle and the app's index.html, or null when either is missing (the shop then serves
 * the plain app shell for every page, as before server-side rendering).
 */
export function loadServerBundle(spaDist: string | undefined): { bundle: ServerBundle; template: string; manifest?: Manifest; path: string } | null {
  if (!spaDist) return null;
  const path = serverBundlePath(spaDist);
  const index = resolve(spaDist, 'index.html');
  if (!existsSync(path) || !existsSync(index)) return null;
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file chosen at run time
  const bundle = require(path) as ServerBundle;
  const manifestPath = resolve(spaDist, '.vite', 'manifest.json');
  const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : undefined;
  return { bundle, template: readFileSync(index, 'utf8'), manifest, path };
}
