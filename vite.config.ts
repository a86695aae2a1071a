import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The storefront calls `/api` on its own origin; in development Vite forwards it to the backend.
const apiTarget = process.env.STOREFRONT_API ?? 'http://127.0.0.1:8080';
const stripApiPrefix = process.env.STOREFRONT_API_STRIP === '1';

export default defineConfig({
  base: '/build/',
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), tailwindcss()],
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
  build: { manifest: true, sourcemap: false },
});
