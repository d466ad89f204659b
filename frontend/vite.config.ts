import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development the API runs on API_PORT (3001) and Vite serves the app on 3000, proxying /api.
const apiPort = process.env.API_PORT ?? '3001';

export default defineConfig({
  plugins: [react()],
  server: {
    port: Number(process.env.VITE_PORT ?? 3000),
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
  },
});
