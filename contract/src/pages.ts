/** What the API asks the frontend's server bundle (frontend/src/entry-server.tsx) to render. */
export interface PageRequest {
  /** Path and query, as asked ("/production/5?lang=en"). */
  url: string;
  /** The Cookie header: only the language cookie is read. */
  cookie?: string;
  /** Where this process's API answers (the page's calls go there). */
  apiOrigin: string;
  /** The shop's public address (canonical, hreflang and schema.org URLs). */
  publicOrigin: string;
}

/**
 * A rendered page and its HTTP status: 404 for a page that says what was asked for does not exist
 * (an unknown product), so crawlers and link checkers learn the address is wrong while the
 * researcher reads the shop's not-found page, in the page's language, with a search for it.
 */
export interface PageDocument {
  html: string;
  status: 200 | 404;
}

/** A chunk of the browser build as .vite/manifest.json describes it. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** What the page is built from: the browser build's index.html and, when present, its Vite manifest. */
export interface PageAssets {
  template: string;
  manifest?: Manifest;
}
