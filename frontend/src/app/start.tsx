/**
 * The app itself: the store, the router and the first render or hydration. main.tsx loads it once
 * the server's HTML has been painted.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { HYDRATE } from '../shared/api/api';
import { ShopRoutes } from './routes';
import { readServerState } from '../shared/api/serverState';
import { SiteOriginProvider } from '../shared/seo/siteOrigin';
import { makeStore } from './store';
import { storedLanguage, syncLanguageCookie } from '../i18n/language';
import '../i18n';

syncLanguageCookie();
const container = document.getElementById('root') as HTMLElement;
const server = readServerState();
const store = makeStore();
// The server rendered in the address's or the cookie's language; a page the browser shows in
// another language (a choice the server could not see) is drawn afresh instead of hydrated.
const hydrate = server !== null && server.language === storedLanguage() && container.firstChild !== null;
if (hydrate) store.dispatch({ type: HYDRATE, payload: server.store });

const app = (
  <StrictMode>
    <SiteOriginProvider origin={server?.origin ?? ''}>
      <Provider store={store}>
        <BrowserRouter>
          <ShopRoutes />
        </BrowserRouter>
      </Provider>
    </SiteOriginProvider>
  </StrictMode>
);

if (hydrate) {
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
