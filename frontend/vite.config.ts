import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress';

/**
 * One chunk for everything the entry (main.tsx) imports statically, directly or through other
 * modules: the browser needs all of it before the app starts anyway. Left to itself Rollup split
 * it into ~25 small chunks (every module a lazy page shares with the entry got its own), each a
 * <link rel="modulepreload"> and a request competing with the stylesheets and the main picture
 * for a phone's connections; the entry's four stylesheets become one too. What only lazy pages
 * import still splits as before, so no page loads more code than it did.
 */
function entryChunk(): Rollup.GetManualChunk {
  const known = new Map<string, boolean>();
  const fromEntry = (id: string, getModuleInfo: Rollup.GetModuleInfo): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // an import cycle alone does not make a module the entry's
    const info = getModuleInfo(id);
    const result = Boolean(info && (info.isEntry || info.importers.some((importer) => fromEntry(importer, getModuleInfo))));
    known.set(id, result);
    return result;
  };
  return (id, { getModuleInfo }) => (fromEntry(id, getModuleInfo) ? 'index' : undefined);
}

// In development the API runs on API_PORT (3001) and Vite serves the app on 3000, proxying /api.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  // The browser's files are also written brotli- and gzip-compressed, for the API to send as they are.
  plugins: isSsrBuild ? [react()] : [react(), precompress()],
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  // The server bundle (dist-server/entry-server.js) carries its libraries, so the API process loads
  // it without the frontend's node_modules; CSS stays with the browser build.
  ssr: { noExternal: true, target: 'node' },
  // The server bundle carries React itself: always its production build, whatever NODE_ENV the API runs with.
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
        rollupOptions: { output: { manualChunks: entryChunk() } },
      },
}));
