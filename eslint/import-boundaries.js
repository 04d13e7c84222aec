import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = path.dirname(import.meta.dirname);
const webSrc = 'apps/web/src';
const features = `${webSrc}/features`;

/** Every folder under apps/web/src/features is a feature; a new one is fenced in as soon as it exists. */
const featureNames = readdirSync(path.join(root, features), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Folders every feature may use, so they must not reach back into features or the app shell. */
const sharedFolders = ['components', 'lib', 'i18n', 'service-worker'].map((name) => `${webSrc}/${name}`);

const featureZones = featureNames.map((name) => ({
  target: `${features}/${name}`,
  from: features,
  except: [`./${name}`],
  message:
    'A feature may not import another feature: compose them in app/routes, or move the shared part to components/ or lib/.',
}));

const appZones = [
  {
    target: features,
    from: `${webSrc}/app`,
    message: 'Features are composed by the app, never the other way round.',
  },
  {
    target: sharedFolders,
    from: [features, `${webSrc}/app`],
    message:
      'Shared folders (components, lib, i18n, service-worker) may not import features or the app shell.',
  },
];

/** Resolves the repo's extensionless web imports and explicit `.ts` server imports to their files. */
const serverSrc = 'apps/server/src';
const serverModules = `${serverSrc}/modules`;

/** Every folder under apps/server/src/modules is a module; a new one is fenced in as soon as it exists. */
const serverModuleNames = readdirSync(path.join(root, serverModules), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const moduleDataFiles = [`${serverModules}/*/**/*.repository.ts`, `${serverModules}/*/**/*.table.ts`];
const crossModuleMessage =
  "A module may not import another module's repository or table: call its service, or a port or spec it exports (like the diary's DiarySpec).";

/**
 * Per module: its files may import only their own module's repositories and tables. What another module
 * needs of one goes through its service, or a port, spec, store or `*.types.ts` it exports (`DiarySpec`,
 * `sessions/session-store.ts`, `device-commands/command-log.ts`, `users.types.ts`), never its data files.
 */
const crossModuleZones = serverModuleNames.map((name) => ({
  target: `${serverModules}/${name}/**`,
  from: moduleDataFiles,
  except: [path.join(root, serverModules, name, '**')],
  message: crossModuleMessage,
}));

const serverLayerZones = [
  {
    target: serverSrc,
    from: `${serverSrc}/testing`,
    message:
      'Product code may not import testing/: only tests (*.test.ts, *.soak.ts) and testing/ itself do.',
  },
  {
    target: `${serverSrc}/lib`,
    from: serverSrc,
    except: ['./lib'],
    message:
      'lib/ is the bottom layer: it imports only lib/, packages and Node, never http/, db/, modules/ or the rest.',
  },
];

const resolverSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [
    createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
  ],
};

/**
 * Features stay apart (only app/ composes them), shared folders stay below features, and no module
 * cycle is allowed in the web app or the server.
 */
export const importBoundaries = [
  {
    files: [`${webSrc}/**/*.{ts,tsx}`, 'apps/server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: resolverSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: [`${webSrc}/**/*.{ts,tsx}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...appZones] }],
    },
  },
  {
    // Product code only: tests may set up data through any module's repository and use the harness.
    files: [`${serverSrc}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*.soak.ts', `${serverSrc}/testing/**`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: root, zones: [...serverLayerZones, ...crossModuleZones] },
      ],
    },
  },
];
