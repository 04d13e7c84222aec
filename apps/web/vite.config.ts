import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress';
import { pwaManifest } from './src/service-worker/manifest';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The app registers the worker itself (lib/pwa), so it can offer the update and stay out of tests.
      injectRegister: false,
      manifest: pwaManifest,
      injectManifest: {
        // The shell and every route chunk; uPlot and locale chunks included, so any page opens offline.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Last, so the service worker the PWA plugin writes is compressed too.
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // The strict CSP allows images from 'self' only, so never inline assets as data: URIs.
    assetsInlineLimit: 0,
  },
});
