import { renderToReadableStream, renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { matchRoutes, StaticRouter } from 'react-router';
import { api } from './shared/api/api';
import type { ServerRenderedRoute } from './shared/seo/pageHead';
import { ShopRoutes, shopRoutes } from './app/routes';
import type { ServerState } from './shared/api/serverState';
import { SiteOriginProvider } from './shared/seo/siteOrigin';
import { makeStore, type AppStore } from './app/store';
import { requestedLanguage } from './i18n/language';
import type { PageAssets, PageDocument, PageRequest } from '@shop/contract';
import { chunkLinks } from './ssr/assets';
import { pageDocument } from './ssr/document';
import { firstPaintTexts, serverI18n } from './ssr/i18n';

// What the API asks to render: the contract's PageRequest and PageAssets (contract/src/pages.ts).
export type { PageAssets, PageDocument, PageRequest } from '@shop/contract';

/** Renders until no render starts a new call: a page's calls may depend on an earlier answer. */
const MAX_PASSES = 4;

/** Whether this address is a server-rendered page (home, /hot, a product), without rendering it. */
export function isServerRendered(path: string): boolean {
  const leaf = matchRoutes(shopRoutes, path)?.at(-1);
  return Boolean((leaf?.route.handle as ServerRenderedRoute | undefined)?.head);
}

/** Whether any page of the shop answers this address (false: only the catch-all "not found" page does). */
export function isShopPage(path: string): boolean {
  const leaf = matchRoutes(shopRoutes, path)?.at(-1);
  return Boolean(leaf && leaf.route.path !== '*');
}

const warmRoutes = new WeakSet<object>();

/** Renders once, waiting for lazy pages to load (their calls start on the way). */
async function renderAllReady(app: React.ReactNode): Promise<void> {
  let failure: unknown;
  const stream = await renderToReadableStream(app, { onError: (error) => void (failure ??= error) });
  await stream.allReady;
  await stream.cancel();
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
}

/** The answered calls only: a failed or unfinished one is left for the browser to make. */
function answeredState(store: AppStore): Record<string, unknown> {
  const state = store.getState()[api.reducerPath];
  const queries = Object.fromEntries(Object.entries(state.queries).filter(([, query]) => query?.status === 'fulfilled'));
  return { [api.reducerPath]: { ...state, queries } };
}

/**
 * The whole HTML document of a server-rendered page, or null when the address is not one (the
 * caller sends the plain app shell): home, /hot with its query, a product (404 and the not-found
 * page for an unknown one).
 */
export async function renderPage({ template, manifest }: PageAssets, request: PageRequest): Promise<PageDocument | null> {
  const url = new URL(request.url, request.publicOrigin);
  const leaf = matchRoutes(shopRoutes, url.pathname)?.at(-1);
  const route = leaf?.route.handle as ServerRenderedRoute | undefined;
  if (!leaf || !route?.head) return null;

  const language = requestedLanguage(url.search, request.cookie);
  const i18n = serverI18n[language];
  const store = makeStore({ origin: request.apiOrigin, language });
  const app = (
    <I18nextProvider i18n={i18n}>
      <SiteOriginProvider origin={request.publicOrigin}>
        <Provider store={store}>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <ShopRoutes />
          </StaticRouter>
        </Provider>
      </SiteOriginProvider>
    </I18nextProvider>
  );

  let html = '';
  try {
    // The first page of a kind waits for its lazy chunks in a streaming render; once loaded they
    // render synchronously, and renderToString writes every boundary in place (no inline scripts,
    // which the Content-Security-Policy would block).
    if (!warmRoutes.has(leaf.route)) {
      await renderAllReady(app);
      warmRoutes.add(leaf.route);
    }
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      html = renderToString(app);
      const running = await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));
      if (running.length === 0) break;
    }
    const head = route.head({ state: store.getState(), params: leaf.params, search: url.searchParams, language, t: i18n.t });
    if (!head) return null;
    const { styles, modules } = chunkLinks(manifest, route.chunk, template);
    const state: ServerState = { language, origin: request.publicOrigin, store: answeredState(store), texts: firstPaintTexts(language) };
    return { html: pageDocument(template, { head, path: `${url.pathname}${url.search}`, html, state, links: styles, modules }), status: head.status ?? 200 };
  } finally {
    // Ends the store's cache timers, so nothing of this page outlives its answer.
    store.dispatch(api.util.resetApiState());
  }
}

/** renderPage as a worker-thread task (the API renders in a piscina pool: one argument per task). */
export function renderTask({ template, manifest, request }: PageAssets & { request: PageRequest }): Promise<PageDocument | null> {
  return renderPage({ template, manifest }, request);
}
