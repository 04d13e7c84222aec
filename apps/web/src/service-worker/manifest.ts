import type { ManifestOptions } from 'vite-plugin-pwa';

/** The theme's primary shade (app/theme.ts, canopy[8]) and its lightest one behind the splash icon. */
const THEME_COLOUR = '#1b5e2a';
const BACKGROUND_COLOUR = '#e9f7ec';

/** What the browser installs: Canopy opens on the devices page, standalone, over the whole origin. */
export const pwaManifest: Partial<ManifestOptions> = {
  name: 'Canopy',
  short_name: 'Canopy',
  description: 'Canopy: smart plantation and climate management',
  id: '/',
  start_url: '/devices',
  scope: '/',
  display: 'standalone',
  theme_color: THEME_COLOUR,
  background_color: BACKGROUND_COLOUR,
  icons: [
    { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/pwa-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
