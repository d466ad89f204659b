import { Suspense, type ReactElement } from 'react';
import { cleanup, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { makeStore, type AppStore } from '../app/store';
import type { Language } from '../i18n/language';
import { testI18n } from './i18n';
import { serveApi, type ApiAnswers, type ServedApi } from './fetchStandIn';

interface PageOptions {
  /** The interface language (the stored choice the API calls name, and the texts). Chinese by default, as the shop. */
  language?: Language;
  /** The address the page opens at: '/hot?pageid=1&…', '/production/7'. */
  url?: string;
  /** The route's pattern, for a page reading its parameters ('/production/:pid'). */
  route?: string;
  /** The API's answers (testing/fetchStandIn.ts). */
  api?: ApiAnswers;
}

interface RenderedPage extends RenderResult {
  store: AppStore;
  api: ServedApi;
  user: UserEvent;
  /** The address the page is at now (path and query), as the browser's address bar would show it. */
  address(): string;
}

/**
 * A page as the shop renders it: the app's own store (app/store.ts) with the one API slice, i18next
 * with the real zh/en texts, a router at `url`, and the API answered from fixtures at the fetch level.
 */
export function renderPage(page: ReactElement, { language = 'zh', url = '/', route = '*', api = {} }: PageOptions = {}): RenderedPage {
  // One page at a time, as in a browser tab: a test opening a second page (the other language, another answer)
  // leaves the first first, so the shared i18next instance switching language re-renders no page left behind.
  cleanup();
  // The envelope base query names the stored language in X-Language, as in the browser.
  localStorage.setItem('lang', language);
  const served = serveApi(api);
  const store = makeStore();
  let here = url;
  function AddressBar() {
    const location = useLocation();
    here = `${location.pathname}${location.search}`;
    return null;
  }
  const view = render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n(language)}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path={route} element={page} />
              {/* Where the page leads (home, /login…): the address changes, nothing is drawn. */}
              {route !== '*' && <Route path="*" element={null} />}
            </Routes>
          </Suspense>
          <AddressBar />
        </MemoryRouter>
      </I18nextProvider>
    </Provider>,
  );
  return { ...view, store, api: served, user: userEvent.setup({ delay: null }), address: () => here };
}
