import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { ariaLocales } from './vite-aria-locales';
import { chunksByStage } from './vite-chunks';

// The storefront calls `/api` on its own origin; in development Vite forwards it to the backend.
const apiTarget = process.env.STOREFRONT_API ?? 'http://127.0.0.1:8080';
const stripApiPrefix = process.env.STOREFRONT_API_STRIP === '1';

export default defineConfig(({ isSsrBuild }) => ({
  base: '/build/',
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), tailwindcss(), ariaLocales()],
  server: {
    host: '127.0.0.1',
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: true,
        rewrite: stripApiPrefix ? (path) => path.replace(/^\/api/, '') : undefined,
      },
      '/media': { target: apiTarget, changeOrigin: true },
      '/payments': { target: apiTarget, changeOrigin: true },
      '/broadcasting': { target: apiTarget, changeOrigin: true },
      '/app': { target: apiTarget, changeOrigin: true, ws: true },
    },
  },
  // No dependency preloads from Vite's helper around each import(): it appends a <link rel="modulepreload"> for
  // every import of the chunk asked for, in the task that asks, and during the start those appends made tasks of
  // 25 to 45 ms on a slow CPU (inside renders and effects). The browser fetches a chunk's imports itself, and the
  // server preloads the first page's whole graph (server/web/first-screen-page.ts).
  // The rendering entry (src/render-first-screen.tsx) is the server's: the browser's files are the app's build
  // alone, in chunks by start stage (vite-chunks.ts); the entry is one file of its own.
  build: {
    manifest: true,
    sourcemap: false,
    modulePreload: false,
    copyPublicDir: !isSsrBuild,
    ...(!isSsrBuild && { rolldownOptions: { output: { codeSplitting: { groups: chunksByStage() } } } }),
  },
}));
