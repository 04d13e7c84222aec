import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellOnly, splitOfflineAssets } from './offline-assets';

/** A build as Vite's manifest describes it: the entry, two routes, a lazy chart and a locale. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-E1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_react-R1.js', '_i18n-I1.js'],
    dynamicImports: [
      'src/app/routes/login-page.tsx',
      'src/app/routes/devices-page.tsx',
      'src/i18n/locales/he.ts',
    ],
    css: ['assets/index-C1.css'],
    assets: ['assets/logo-L1.svg'],
  },
  '_react-R1.js': { file: 'assets/react-R1.js' },
  '_i18n-I1.js': { file: 'assets/i18n-I1.js', imports: ['_react-R1.js'] },
  '_form-F1.js': { file: 'assets/form-F1.js', imports: ['_react-R1.js'], assets: ['assets/gb-G1.svg'] },
  'src/app/routes/login-page.tsx': {
    file: 'assets/login-page-P1.js',
    isDynamicEntry: true,
    imports: ['_form-F1.js', '_react-R1.js'],
  },
  'src/app/routes/devices-page.tsx': {
    file: 'assets/devices-page-D1.js',
    isDynamicEntry: true,
    imports: ['_form-F1.js'],
    dynamicImports: ['src/features/climate/components/climate-charts.tsx'],
    css: ['assets/devices-page-C2.css'],
  },
  'src/features/climate/components/climate-charts.tsx': { file: 'assets/climate-charts-U1.js' },
  'src/i18n/locales/he.ts': { file: 'assets/he-H1.js', isDynamicEntry: true },
};

describe('the files the service worker precaches', () => {
  const { shell, later } = splitOfflineAssets(manifest, ['src/app/routes/login-page.tsx']);

  it('are the entry with all it imports, its CSS and assets, and the first screen with its imports', () => {
    expect([...shell].sort()).toEqual([
      'assets/form-F1.js',
      'assets/gb-G1.svg',
      'assets/i18n-I1.js',
      'assets/index-C1.css',
      'assets/index-E1.js',
      'assets/login-page-P1.js',
      'assets/logo-L1.svg',
      'assets/react-R1.js',
    ]);
  });

  it('leave every other built file to be cached after the first screen, none of them twice', () => {
    expect(later).toEqual([
      'assets/climate-charts-U1.js',
      'assets/devices-page-C2.css',
      'assets/devices-page-D1.js',
      'assets/he-H1.js',
    ]);
    expect(later.filter((file) => shell.has(file))).toEqual([]);
  });

  it('stop the build when a first-screen module is not in it (renamed or moved)', () => {
    expect(() => splitOfflineAssets(manifest, ['src/app/routes/log-in-page.tsx'])).toThrow(
      /no chunk for src\/app\/routes\/log-in-page\.tsx/,
    );
  });

  it('keep in the precache manifest the unhashed files install needs and the shell, nothing else', () => {
    const entries = [
      'index.html',
      'manifest.webmanifest',
      'favicon.svg',
      'pwa-192.png',
      'assets/index-E1.js',
      'assets/login-page-P1.js',
      'assets/devices-page-D1.js',
      'assets/climate-charts-U1.js',
      'assets/he-H1.js',
    ].map((url) => ({ url, revision: url.startsWith('assets/') ? null : 'r1' }));
    expect(shellOnly(entries, shell).map((entry) => entry.url)).toEqual([
      'index.html',
      'manifest.webmanifest',
      'favicon.svg',
      'pwa-192.png',
      'assets/index-E1.js',
      'assets/login-page-P1.js',
    ]);
  });
});
