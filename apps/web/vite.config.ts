import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    // The strict CSP allows images from 'self' only, so never inline assets as data: URIs.
    assetsInlineLimit: 0,
  },
});
