import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { hoistTransitiveImportsPlugin } from './build/hoist-transitive-imports.ts';
import { offlineAssets } from './build/offline-assets.ts';
import { precompress } from './build/precompress.ts';
import { pwaManifest } from './src/service-worker/manifest.ts';

/** Libraries only a few pages use, too heavy to travel with any other page's code. */
const HEAVY_LIBRARY = /node_modules[\\/](uplot|qrcode\.react|qr-scanner|qrcode)[\\/]/;

/** Mantine's inputs and the card around them: what the login form and every other form draws. */
const MANTINE_INPUTS = [
  'Input',
  'InputBase',
  'TextInput',
  'PasswordInput',
  'Textarea',
  'Card',
  'Paper',
  'Title',
  'Divider',
  'Anchor',
  'Alert',
  'CloseButton',
  'ActionIcon',
];

/**
 * The form kit in chunks of its own: validation (apart, as pages without forms read answers with it), the
 * form state, and Mantine's inputs. Grouped by the pages that use them, they were merged with other
 * pages' libraries, and the login page, which every first visit loads, fetched the selects' floating
 * layers, number inputs and scroll locks it never draws.
 */
const FORM_KIT = [
  { name: 'zod', priority: 2, test: /node_modules[\\/]zod[\\/]/ },
  { name: 'forms', priority: 2, test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
  {
    name: 'mantine-inputs',
    priority: 2,
    test: new RegExp(
      `node_modules[\\\\/]@mantine[\\\\/]core[\\\\/]esm[\\\\/]components[\\\\/](${MANTINE_INPUTS.join('|')})[\\\\/]`,
    ),
  },
];

/**
 * Mantine's shared hooks and the scroll area's arithmetic, which the segmented control and the floating
 * indicator use too: left to the bundler they went into the scroll area's chunk, and every page with a
 * segmented control fetched the scroll area and the floating layers it imports.
 */
const MANTINE_HELPERS = {
  name: 'mantine-helpers',
  priority: 2,
  test: /node_modules[\\/]@mantine[\\/](hooks[\\/]|core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]utils[\\/])/,
};

/**
 * What the first screen loads on demand besides the entry: the login page (every first visit starts
 * there) and the offline notice the layout shows on every page. Precached with the entry; the rest of the
 * build is cached after the first screen (build/offline-assets.ts).
 */
const offline = offlineAssets([
  'src/app/routes/login-page.tsx',
  'src/features/offline/components/pwa-status.tsx',
]);

export default defineConfig({
  plugins: [
    react(),
    offline.app,
    hoistTransitiveImportsPlugin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // The app registers the worker itself (lib/pwa), so it can offer the update and stay out of tests.
      injectRegister: false,
      manifest: pwaManifest,
      injectManifest: {
        // Precached: the shell only. Every other chunk (routes, uPlot, locales) is cached as the app loads
        // it, and warmed after the first screen, so any page still opens offline after one online visit.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        manifestTransforms: [offline.manifestTransform],
        buildPlugins: { vite: [offline.worker] },
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
    // dist/.vite/manifest.json: the chunk graph the shell is read from.
    manifest: true,
    // The strict CSP allows images from 'self' only, so never inline assets as data: URIs.
    assetsInlineLimit: 0,
    // No preload links for a page's chunks: Vite's helper appends one to the document for each chunk as
    // the page's import starts, and on a phone that costs more than the round trip it saves (on /devices,
    // 54 links took about 240 ms of the startup task at 4x CPU). A page's chunk names every module it
    // needs in its imports, and the browser fetches them together. Lazy chunks' CSS still loads with them.
    modulePreload: false,
    rolldownOptions: {
      // Required by the inlining of common chunks below; the app's one entry exports nothing.
      preserveEntrySignatures: false,
      output: {
        // Left to itself the bundler makes a chunk for every set of pages sharing a module (a hundred and
        // more of 1 to 3 KB), and a phone on a slow network pays a round trip for each (six at a time over
        // HTTP/1.1), in chains as deep as the imports, before the page paints.
        codeSplitting: {
          // So the small ones (under 16 KB of source: a query, a label, a hook, a library's helper) are
          // copied into the chunks that read them instead of each making a file, and the runtime keeps one
          // instance of each module across the copies. /devices fetched 56 files beyond the first paint,
          // now 8. Grouping the libraries by pages instead merged small sets into a neighbour's, and each
          // page fetched others' libraries with its own (/devices a photo cropper and a slider). Chunks
          // with styles stay files, so Vite emits each style once.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
          groups: [
            // The first paint's libraries in one chunk, and the app's own first-paint modules in another: a
            // phone fetches five files before it paints, not twenty. The entry (the HTML's module and
            // main.tsx) keeps a chunk of its own, which the manifest and the precache are read from.
            { name: 'first-paint-libs', tags: ['$initial'], test: /node_modules/, priority: 3 },
            {
              name: 'first-paint',
              tags: ['$initial'],
              test: (id: string) =>
                !id.includes('node_modules') && !id.endsWith('/src/main.tsx') && !id.endsWith('.html'),
              priority: 3,
            },
            // The heavy libraries of a few pages (charts, QR codes) in chunks of their own, so no page
            // fetches them with code it shares with those pages (the login page fetched the QR scanner).
            // Below the first paint's groups: a group takes its modules' dependencies along, and above
            // them the QR code's group took React.
            {
              name: (id: string) => HEAVY_LIBRARY.exec(id)?.[1] ?? null,
              debugName: 'heavy-library',
              test: HEAVY_LIBRARY,
              priority: 2,
            },
            MANTINE_HELPERS,
            ...FORM_KIT,
          ],
        },
      },
    },
  },
});
