import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on API_PORT (3001) and Vite serves the app on 3000, proxying /api.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
    : { target: 'es2022', sourcemap: false, manifest: true },
}));
