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

/**
 * Known imports of another module's repository or table (74 product imports in 57 files when the rule
 * came in, plus the thread kernel being written in modules/threads), each to be replaced by a call
 * through the owning module's service or a port or spec it exports, as the diary's `DiarySpec`. Listed
 * file by file, relative to modules/, so that no new one can be added: a file here may import only the
 * files named beside it. Shrink the list, never grow it. A row type another module needs, or what it may
 * call, lives in the owning module's `*.types.ts` (`AlertRow`, `CommentRow`, `DiaryRecord`,
 * `UserDirectory`, `DeviceDirectory`, `StrainLookup`, `HistoryReads`), the trash marks every kind's table adds in
 * `trash/trash-columns.ts`; those left are repositories a service makes itself, most inside its own
 * transactions.
 */
const knownCrossModuleImports = {
  'threads/thread.service.ts': ['attachments/attachments.repository.ts', 'comments/comments.repository.ts'],
};

const moduleDataFiles = [`${serverModules}/*/**/*.repository.ts`, `${serverModules}/*/**/*.table.ts`];
const crossModuleMessage =
  "A module may not import another module's repository or table: call its service, or a port or spec it exports (like the diary's DiarySpec).";

/** A module's .ts files, relative to the repo root, so a file with known exceptions gets a zone of its own. */
const filesUnder = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));

/** The rule takes exceptions to a glob `from` only as globs: `[t]` makes a file's path one that matches only it. */
const asGlob = (file) => file.replace(/\.ts$/, '.[t]s');

/** Per module: its files may import only their own module's repositories and tables. */
const crossModuleZones = serverModuleNames.flatMap((name) => {
  const folder = `${serverModules}/${name}`;
  const own = path.join(root, folder, '**');
  const excepted = Object.keys(knownCrossModuleImports).filter((file) => file.startsWith(`${name}/`));
  const exceptedPaths = excepted.map((file) => `${serverModules}/${file}`);
  const rest = filesUnder(folder).filter((file) => !exceptedPaths.includes(file));
  return [
    ...(rest.length > 0
      ? [{ target: rest, from: moduleDataFiles, except: [own], message: crossModuleMessage }]
      : []),
    ...excepted.map((file) => ({
      target: `${serverModules}/${file}`,
      from: moduleDataFiles,
      except: [
        own,
        ...knownCrossModuleImports[file].map((allowed) => asGlob(path.join(root, serverModules, allowed))),
      ],
      message: crossModuleMessage,
    })),
  ];
});

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
