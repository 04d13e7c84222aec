import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BENCH = import.meta.dirname;
const SERVER = path.resolve(BENCH, '../apps/server');
const ENTRY = path.join(SERVER, 'src/testing/bench-entry.ts');

/** Every TypeScript file of the bench but this one (whose examples below name deep imports on purpose). */
const benchFiles = () =>
  readdirSync(BENCH, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.startsWith('.data'))
    .map((name) => path.join(BENCH, name))
    .filter((file) => file !== import.meta.filename);

/** The relative module paths a file names in `from '...'`, `import('...')` and `vi.mock('...')`. */
const modulesNamed = (text: string) =>
  [...text.matchAll(/(?:from|import\(|vi\.mock\()\s*'(\.[^']+)'/g)].map((match) => match[1]!);

/** Each module of apps/server that a file reaches other than through the bench's entry. */
function pastTheEntry(file: string, text: string): string[] {
  return modulesNamed(text)
    .map((specifier) => path.resolve(path.dirname(file), specifier))
    .filter((target) => target.startsWith(`${SERVER}${path.sep}`) && target !== ENTRY)
    .map((target) => `${path.relative(BENCH, file)} -> ${path.relative(SERVER, target)}`);
}

describe('the bench and the server', () => {
  it('reaches the server only through apps/server/src/testing/bench-entry.ts', () => {
    const files = benchFiles();
    expect(files.length).toBeGreaterThan(40);
    const throughEntry = files.filter((file) =>
      modulesNamed(readFileSync(file, 'utf8')).some(
        (specifier) => path.resolve(path.dirname(file), specifier) === ENTRY,
      ),
    );
    expect(throughEntry.length).toBeGreaterThan(15);
    expect(files.flatMap((file) => pastTheEntry(file, readFileSync(file, 'utf8')))).toEqual([]);
  });

  it('would notice a deep import (the check above is not vacuous)', () => {
    const file = path.join(BENCH, 'lib/seed.ts');
    expect(pastTheEntry(file, "import { x } from '../../apps/server/src/db/migrate.ts';")).toEqual([
      'lib/seed.ts -> src/db/migrate.ts',
    ]);
    expect(pastTheEntry(file, "vi.mock('../../apps/server/src/app.ts', () => ({}));")).toHaveLength(1);
    expect(pastTheEntry(file, "import { x } from '../../apps/server/src/testing/bench-entry.ts';")).toEqual(
      [],
    );
    expect(pastTheEntry(file, "import { x } from './prng.ts';")).toEqual([]);
  });
});
