// `npm start`: builds the web app when its build is missing or older than its sources, then runs the
// server in this same process (so signals reach it directly and shutdown stays graceful).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const builtIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = [path.join(webDir, 'src'), path.join(root, 'packages/shared/src')];
  const newestSource = Math.max(
    ...sources.map(newestMtime),
    statSync(path.join(webDir, 'index.html')).mtimeMs,
  );
  return newestSource > statSync(builtIndex).mtimeMs;
}

if (process.env.CANOPY_SKIP_WEB_BUILD !== '1' && webBuildIsStale()) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@canopy/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
