/**
 * The initial JavaScript the frontend's libraries need before any shop code: a minimal app that
 * hydrates with React 19, routes with react-router (declarative, as the shop does), keeps an RTK Query
 * API in a Redux store and translates with i18next, built by Vite the way the shop is built, gzipped.
 * Against the issue-13 budget of 120 kB for a product page's initial JavaScript.
 *
 *   node bench/ssr/library-floor.mjs
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { build } = await import(join(root, 'node_modules/vite/dist/node/index.js'));
const { default: react } = await import(join(root, 'node_modules/@vitejs/plugin-react/dist/index.js'));

const app = `
import { StrictMode, Suspense, useEffect, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Link, Navigate, useLocation, useNavigate, useParams, useRoutes, useSearchParams } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import i18n from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';

const api = createApi({ baseQuery: async () => ({ data: 1 }), endpoints: (b) => ({ item: b.query({ query: (id) => id }) }) });
const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (m) => m().concat(api.middleware) });
await i18n.use(initReactI18next).init({ lng: 'zh', resources: {} });

function Page() {
  const { t } = useTranslation();
  const item = api.useItemQuery(1);
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id } = useParams();
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(true), []);
  return <Link to="/">{t('title')}{String(item.data)}{search.get('q')}{pathname}{id}{String(shown)}<button onClick={() => navigate('/')} /></Link>;
}
function Routes() {
  return useRoutes([{ path: '/', element: <Page /> }, { path: '*', element: <Navigate to="/" /> }]);
}
const tree = <StrictMode><Provider store={store}><BrowserRouter><Suspense><Routes /></Suspense></BrowserRouter></Provider></StrictMode>;
const container = document.getElementById('root');
if (container.firstChild) hydrateRoot(container, tree);
else createRoot(container).render(tree);
`;

const dir = mkdtempSync(join(tmpdir(), 'library-floor-'));
try {
  writeFileSync(join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/main.jsx"></script></body></html>');
  writeFileSync(join(dir, 'main.jsx'), app);
  symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  const outDir = join(dir, 'dist');
  await build({ root: dir, logLevel: 'silent', configFile: false, plugins: [react()], build: { target: 'es2022', outDir } });
  const scripts = readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));
  const gzip = scripts.reduce((sum, name) => sum + gzipSync(readFileSync(join(outDir, 'assets', name)), { level: 9 }).length, 0) / 1024;
  const version = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;
  const libraries = ['react-dom', 'react-router', '@reduxjs/toolkit', 'react-redux', 'i18next', 'react-i18next'].map((name) => `${name} ${version(name)}`);
  console.log(`libraries: ${libraries.join(', ')}`);
  console.log(`their initial JavaScript before any shop code: ${gzip.toFixed(1)} kB gzipped in ${scripts.length} file(s) (product page budget ≤ 120 kB)`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
