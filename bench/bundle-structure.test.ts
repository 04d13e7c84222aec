import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildWebApp,
  HEAVY_MODULE,
  INITIAL_JS_BUDGET_GZIP,
  LOGIN_PAGE_BUDGET_GZIP,
  type WebBuild,
} from './lib/web-bundle.ts';

/*
 * The deterministic bundle rules, in `npm test`: what the first paint may contain and its byte budget
 * (170 KB gzip of initial JavaScript), what the login page loads after it (80 KB gzip), and how a page's
 * chunks are fetched. `npm run bench -- initial-bundle` prints the first paint's figure from the same build.
 */
const LOGIN_PAGE = 'src/app/routes/login-page.tsx';
/** What the login form is drawn, checked and sent with, beyond the first paint's share of each. */
const LOGIN_LIBRARIES = [
  '@mantine/core',
  '@mantine/hooks',
  'zod',
  'react-hook-form',
  '@hookform/resolvers',
  '@tanstack/react-query',
  '@tanstack/query-core',
];

const DEVICES_PAGE = 'src/app/routes/devices-page.tsx';
/** The devices page's cards, which load when the cards view is shown (a phone opens the list). */
const DEVICES_CARDS = 'src/app/routes/devices-page-cards.tsx';
/**
 * What the devices page's list is drawn and read with. Its cards load when shown, its forms (a card's
 * commands and firmware, a rename, the flash form) when first opened, its response schemas (and zod)
 * beside its reads, and no other page's libraries come along: not the floating layers, which Mantine's
 * scroll area brought with the segmented control.
 */
const DEVICES_LIBRARIES = [
  '@mantine/core',
  '@mantine/hooks',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'html-parse-stringify',
  'react-i18next',
];
/** Zod and the shared schemas: what a page's reads validate their answers with, not what it draws with. */
const SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]schemas[\\/]/;

const CUTTINGS_PAGE = 'src/app/routes/cuttings-page.tsx';
/**
 * What /cuttings draws before its first page of cuttings arrives has no need of these: the collection
 * (tables in scroll areas, cards) loads beside that page, the scanner's dialog when it is opened, and its
 * selects are the browser's own.
 */
const CUTTINGS_LATER =
  /[\\/]@floating-ui[\\/]|[\\/]components[\\/](Modal|ScrollArea|Popover|Combobox|Select)[\\/]\1\.mjs$|cutting-collection\.tsx$|scan-label-modal\.tsx$/;

/**
 * How many files a page may fetch beyond the first paint. Each is a round trip on a phone, six at a time
 * over HTTP/1.1; with a file per set of pages sharing an app module, /run took 86 and /devices 56.
 */
const PAGE_FILES_LIMIT = 25;

/** Where Mantine keeps each component's stylesheet, and the module that imports those the app needs. */
const MANTINE_STYLES = path.resolve(import.meta.dirname, '..', 'node_modules', '@mantine', 'core', 'styles');
const APP_MANTINE_STYLES = path.resolve(
  import.meta.dirname,
  '..',
  'apps',
  'web',
  'src',
  'app',
  'mantine-styles.ts',
);
/** Mantine's own base layer: the reset, the theme's variables and its global classes. */
const MANTINE_BASE_STYLES = ['baseline', 'default-css-variables', 'global'];

/** The npm package a module belongs to, or undefined for the app's own modules. */
function packageOf(id: string): string | undefined {
  return /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id)?.[1]?.replace('\\', '/');
}

let web: WebBuild;
beforeAll(async () => {
  web = await buildWebApp();
}, 180_000);
afterAll(() => web?.remove());

describe('initial route bundle', () => {
  it('has exactly one entry chunk, the one index.html loads', () => {
    const entries = [...web.chunks.values()].filter((c) => c.isEntry);
    expect(entries).toHaveLength(1);
    const html = readFileSync(path.join(web.outDir, 'index.html'), 'utf8');
    expect(html).toContain(entries[0]!.fileName);
  });

  it('keeps charts, PDF and QR code modules out of the initial chunks', () => {
    const heavy = web
      .initialChunks()
      .flatMap((chunk) => chunk.moduleIds.filter((id) => HEAVY_MODULE.test(id)));
    expect(heavy).toEqual([]);
  });

  it('keeps them out of the login page too: every first visit loads it', () => {
    const heavy = web
      .pageChunks(LOGIN_PAGE)
      .flatMap((chunk) => chunk.moduleIds.filter((id) => HEAVY_MODULE.test(id)));
    expect(heavy).toEqual([]);
  });

  it('loads for the login page only its own code and the form kit, within its budget', () => {
    const own = web.pageOwnChunks(LOGIN_PAGE);
    const libraries = new Set(own.flatMap((chunk) => chunk.moduleIds).flatMap((id) => packageOf(id) ?? []));
    expect([...libraries].sort()).toEqual([...LOGIN_LIBRARIES].sort());
    const bytes = web.gzipBytes(own);
    expect(
      bytes,
      `login page ${(bytes / 1024).toFixed(1)} KB gzip > ${LOGIN_PAGE_BUDGET_GZIP / 1024} KB`,
    ).toBeLessThanOrEqual(LOGIN_PAGE_BUDGET_GZIP);
  });

  it('loads for the devices page only the libraries its list draws, not its cards or folded forms', () => {
    const own = web.pageOwnChunks(DEVICES_PAGE);
    const libraries = new Set(own.flatMap((chunk) => chunk.moduleIds).flatMap((id) => packageOf(id) ?? []));
    expect([...libraries].sort()).toEqual([...DEVICES_LIBRARIES].sort());
  });

  it("keeps the devices page's cards out of its chunks, in one of their own", () => {
    const card = /features[\\/](climate|soil|water)[\\/]components[\\/]\w+-card\.tsx$/;
    const page = web.pageChunks(DEVICES_PAGE).flatMap((chunk) => chunk.moduleIds);
    expect(page.filter((id) => card.test(id))).toEqual([]);
    const cards = web.pageChunks(DEVICES_CARDS).flatMap((chunk) => chunk.moduleIds);
    expect(
      cards
        .filter((id) => card.test(id))
        .map((id) => path.basename(id))
        .sort(),
    ).toEqual(['climate-card.tsx', 'soil-card.tsx', 'water-card.tsx']);
  });

  it('loads neither zod nor a schema before /devices or /cuttings first draws: they load beside the reads', () => {
    for (const page of [DEVICES_PAGE, CUTTINGS_PAGE]) {
      const modules = web.pageChunks(page).flatMap((chunk) => chunk.moduleIds);
      expect(modules.filter((id) => SCHEMAS.test(id))).toEqual([]);
    }
    // Not vacuous: both still ship, for the reads to load.
    const all = [...web.chunks.values()].flatMap((chunk) => chunk.moduleIds);
    expect(all.some((id) => /[\\/]node_modules[\\/]zod[\\/]/.test(id))).toBe(true);
    expect(all.some((id) => /[\\/]schemas[\\/]cuttings\.ts$/.test(id))).toBe(true);
  });

  it('loads for /cuttings no scroll area, dialog, floating layer or collection before its list arrives', () => {
    const page = web.pageChunks(CUTTINGS_PAGE).flatMap((chunk) => chunk.moduleIds);
    expect(page.filter((id) => CUTTINGS_LATER.test(id))).toEqual([]);
    // Not vacuous: they still ship, for when they are drawn.
    const all = [...web.chunks.values()].flatMap((chunk) => chunk.moduleIds);
    expect(all.filter((id) => CUTTINGS_LATER.test(id)).length).toBeGreaterThanOrEqual(6);
  });

  it('ships the styles of each Mantine component it draws, and of no other', () => {
    const shipped = new Set(
      [...web.chunks.values()]
        .flatMap((chunk) => chunk.moduleIds)
        .flatMap(
          (id) => /@mantine[\\/]core[\\/]esm[\\/](?:components|utils)[\\/](\w+)[\\/]/.exec(id)?.[1] ?? [],
        ),
    );
    const styled = [...shipped].filter((name) => existsSync(path.join(MANTINE_STYLES, `${name}.css`)));
    const imported = [
      ...readFileSync(APP_MANTINE_STYLES, 'utf8').matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g),
    ].map((match) => match[1]!);
    expect(styled.length).toBeGreaterThan(30);
    expect(imported.filter((name) => !MANTINE_BASE_STYLES.includes(name)).sort()).toEqual(styled.sort());
  });

  it("leaves a page's modules to its imports: no list of chunks for the app to preload", () => {
    const preloaded = [...web.chunks.values()].flatMap((chunk) => {
      const code = readFileSync(path.join(web.outDir, chunk.fileName), 'utf8');
      const list = /m\.f=\[([^\]]*)\]/.exec(code)?.[1] ?? '';
      return list.split(',').filter((name) => name.includes('.js'));
    });
    expect(preloaded).toEqual([]);
  });

  it('fetches each page in a few files, not one per module it shares with other pages', () => {
    const pages = web.routePages();
    expect(pages.length).toBeGreaterThan(30);
    const over = pages.flatMap((page) => {
      const files = web.pageOwnChunks(page).length;
      return files > PAGE_FILES_LIMIT ? [`${page}: ${files} files`] : [];
    });
    expect(over).toEqual([]);
  });

  it('still ships the heavy modules, in lazily loaded chunks (the check above is not vacuous)', () => {
    const all = [...web.chunks.values()].flatMap((chunk) => chunk.moduleIds);
    expect(all.some((id) => /node_modules[\\/]uplot[\\/]/.test(id))).toBe(true);
    expect(all.some((id) => /node_modules[\\/](qrcode\.react|qr-scanner)[\\/]/.test(id))).toBe(true);
  });

  it('keeps the first paint within the gzip budget of initial JavaScript', () => {
    const bytes = web.initialGzipBytes();
    // On failure, the largest initial chunks say where to look.
    const largest = web
      .initialChunks()
      .map((chunk) => ({
        chunk: chunk.fileName,
        gzipKB: +(web.gzipBytes([chunk]) / 1024).toFixed(1),
      }))
      .sort((a, b) => b.gzipKB - a.gzipKB)
      .slice(0, 8);
    expect(
      bytes,
      `first paint ${(bytes / 1024).toFixed(1)} KB gzip > ${INITIAL_JS_BUDGET_GZIP / 1024} KB: ${JSON.stringify(largest)}`,
    ).toBeLessThanOrEqual(INITIAL_JS_BUDGET_GZIP);
  });
});
