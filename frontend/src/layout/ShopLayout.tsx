import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useNoticesBelongToPages } from '../shared/ui/notice';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationGuard } from './NavigationGuard';

/**
 * Marks the document once the page has hydrated (or, drawn in the browser alone, rendered): its
 * effect runs when the page's boundary commits, after its lazy chunk and texts. Until then a
 * server-rendered page is HTML only; tests and scripts wait for `html[data-hydrated]`.
 */
function PageReady() {
  useEffect(() => {
    if (document.documentElement.dataset.hydrated) return;
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('hydrated');
  }, []);
  return null;
}

/** The /goods parent of the spec: header, page, footer. */
export function ShopLayout() {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();
  useNoticesBelongToPages();
  // Braces matter: recent Chromium returns a Promise from scrollTo, which React would call as a cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <>
      <a className="skip-link" href="#main">{t('skip')}</a>
      <Header />
      <main id="main">
        <NavigationGuard>
          <Suspense fallback={<p className="container page loading" role="status">{t('loading')}</p>}>
            <Outlet />
            <PageReady />
          </Suspense>
        </NavigationGuard>
      </main>
      <Footer />
    </>
  );
}
