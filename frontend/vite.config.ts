import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';
import { preloadApp } from './build/preloadApp';

/**
 * Two chunks for what the page needs before anything else: `index`, the entry (main.tsx, which
 * waits for the first paint) with what it imports statically, and `app`, the module the entry
 * imports dynamically (app/start.tsx) with everything that imports statically, directly or through
 * other modules: React, the router, the store, i18next, every feature's routes. Left to itself Rollup
 * split them into ~25 small chunks (every module a lazy page shares with them got its own), each a
 * <link rel="modulepreload"> and a request competing with the stylesheets and the main picture for a
 * phone's connections; the entry's stylesheets become one too. What only lazy pages import still
 * splits as before, so no page loads more code than it did.
 */
function entryChunks(): Rollup.GetManualChunk {
  // What each question answered per module: reached from the entry, reached from the app's start.
  const inIndexSeen = new Map<string, boolean>();
  const inAppSeen = new Map<string, boolean>();
  const reachedFrom = (root: (info: Rollup.ModuleInfo) => boolean, id: string, getModuleInfo: Rollup.GetModuleInfo, seen: Map<string, boolean>): boolean => {
    const cached = seen.get(id);
    if (cached !== undefined) return cached;
    seen.set(id, false); // an import cycle alone does not make a module the entry's
    const info = getModuleInfo(id);
    const result = Boolean(info && (root(info) || info.importers.some((importer) => reachedFrom(root, importer, getModuleInfo, seen))));
    seen.set(id, result);
    return result;
  };
  return (id, { getModuleInfo }) => {
    const inIndex = (moduleId: string) => reachedFrom((info) => info.isEntry, moduleId, getModuleInfo, inIndexSeen);
    if (inIndex(id)) return 'index';
    const isAppStart = (info: Rollup.ModuleInfo) => info.dynamicImporters.some(inIndex);
    if (reachedFrom(isAppStart, id, getModuleInfo, inAppSeen)) return 'app';
    return undefined;
  };
}

// In development the API runs on API_PORT (3001) and Vite serves the app on 3000, proxying /api.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The app bundles @shop/contract from its source (ES modules Rollup can tree-shake; `vite` reloads them as they
  // change) and needs no build of it: contract/dist is the CommonJS the API's processes require.
  resolve: { alias: { '@shop/contract': fileURLToPath(new URL('../contract/src/index.ts', import.meta.url)) } },
  // The browser's files are also written brotli- and gzip-compressed, for the API to send as they are.
  plugins: isSsrBuild ? [react()] : [react(), preloadApp(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // The server bundle (dist-server/entry-server.js) carries its libraries, so the API process loads
  // it without the frontend's node_modules; CSS stays with the browser build.
  ssr: { noExternal: true, target: 'node' },
  // The server bundle carries React itself: always its production build, whatever NODE_ENV the API runs with.
  // `npm run build` also sets NODE_ENV=production for vite itself: Vite follows the shell's NODE_ENV, and
  // under `development` its JSX transform calls jsxDEV, which React's production build does not have.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        target: 'node20',
        sourcemap: false,
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        // CommonJS, one file: the API (CommonJS itself, and its jest tests) require()s it.
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true } },
      }
    : {
        target: 'es2022',
        sourcemap: false,
        manifest: true,
        // The entry chunk (React, the router, the store, i18next, every feature's routes) is ~500 kB
        // before compression, ~160 kB gzipped: what the browser loaded before, in one file.
        chunkSizeWarningLimit: 600,
        rollupOptions: { output: { manualChunks: entryChunks() } },
      },
}));
