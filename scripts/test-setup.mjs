#!/usr/bin/env node
// What `npm test` needs from the machine beyond npm packages, installed from Debian's packages where this
// user may (root, or sudo without a password); otherwise it stops at once with the exact command to run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const onPath = (command) =>
  spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const debianPackage = (name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status === 0;
const postgresInstalled = () => {
  const root = '/usr/lib/postgresql';
  return existsSync(root) && readdirSync(root).some((v) => existsSync(`${root}/${v}/bin/initdb`));
};

/** Each Debian package the tests need, with how to tell it is there. */
export const REQUIREMENTS = [
  { pkg: 'chromium', why: 'the browser journeys', present: () => onPath('chromium') },
  {
    pkg: 'fonts-noto-core',
    why: 'Hebrew and Cyrillic in screenshots and PDFs',
    present: () => debianPackage('fonts-noto-core'),
  },
  { pkg: 'poppler-utils', why: 'QR label PDFs rendered back to images', present: () => onPath('pdftoppm') },
  { pkg: 'postgresql', why: 'every API test runs on PostgreSQL too', present: postgresInstalled },
  // Debian installs these two in /usr/sbin, outside a plain user's PATH.
  {
    pkg: 'mosquitto',
    why: 'the MQTT tests start their own broker',
    present: () => onPath('mosquitto') || existsSync('/usr/sbin/mosquitto'),
  },
  {
    pkg: 'nginx',
    why: 'the cluster test puts nginx in front of two instances',
    present: () => onPath('nginx') || existsSync('/usr/sbin/nginx'),
  },
];

/**
 * What to do about the missing packages: nothing, install them (as root, or through sudo), or stop with
 * the command a person must run.
 */
export function plan(missing, { isRoot, canSudo }) {
  if (missing.length === 0) return { action: 'none' };
  const install = ['apt-get', 'install', '-y', '-qq', ...missing];
  const noQuestions = ['env', 'DEBIAN_FRONTEND=noninteractive'];
  if (isRoot) return { action: 'install', prefix: noQuestions, install };
  if (canSudo) return { action: 'install', prefix: ['sudo', '-n', ...noQuestions], install };
  return {
    action: 'stop',
    message:
      `The tests need Debian packages that are not installed: ${missing.join(', ')}.\n` +
      `Install them with:\n  sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\n`,
  };
}

function main() {
  const missing = REQUIREMENTS.filter((r) => !r.present());
  const isRoot = process.getuid?.() === 0;
  const canSudo = !isRoot && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  const decision = plan(
    missing.map((r) => r.pkg),
    { isRoot, canSudo },
  );
  if (decision.action === 'none') return;
  if (decision.action === 'stop') {
    for (const r of missing) process.stderr.write(`  ${r.pkg}: ${r.why}\n`);
    process.stderr.write(decision.message);
    process.exit(1);
  }
  console.log(`Installing for the tests: ${missing.map((r) => r.pkg).join(', ')}`);
  const run = (args) => {
    const [command, ...rest] = [...decision.prefix, ...args];
    execFileSync(command, rest, { stdio: 'inherit' });
  };
  run(['apt-get', 'update', '-qq']);
  run(decision.install);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
