import type { TFunction } from 'i18next';
import type { Params } from 'react-router';
import type { Language } from '../../i18n/language';
import type { ShopState } from '../api/api';

/** The title and meta description of a server-rendered page, in its language. */
export interface PageHead {
  title: string;
  description: string;
  /** 404: the page says what was asked for does not exist (an unknown product); the server answers with that status. */
  status?: 404;
}

export interface HeadInput {
  /** The store after the page's calls were answered. */
  state: ShopState;
  params: Params;
  search: URLSearchParams;
  language: Language;
  /** Translations of the `seo` namespace in the page's language. */
  t: TFunction;
}

/**
 * A route the server renders names its head in its handle: `handle: { head }`. null means the
 * page cannot be rendered as asked (its call failed): the browser gets the plain app instead.
 */
export interface ServerRenderedRoute {
  head: (input: HeadInput) => PageHead | null;
  /**
   * The page's lazy module as the Vite manifest names it (its source path from frontend/): the
   * server links its chunks (modulepreload) and stylesheets, so they load beside the entry
   * instead of after it, and the page hydrates sooner.
   */
  chunk?: string;
}
