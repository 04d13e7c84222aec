import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const rule = 'import-x/no-restricted-paths';

/** ESLint's answer for `text` as if it were the file at `file` (a path from the repository root). */
async function lintAs(eslint: ESLint, file: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.filter((message) => message.ruleId === rule).map((message) => message.message);
}

// The zones are built from the files on disk, so each import is planted in a file that exists.
describe('server lint zones (eslint/import-boundaries.js)', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: root });
  });

  it("refuse a module's import of another module's repository or table", async () => {
    const repository =
      "import type { UsersRepository } from '../users/users.repository.ts';\nexport type U = UsersRepository;\n";
    const table = "import type { UsersTable } from '../users/users.table.ts';\nexport type T = UsersTable;\n";
    for (const text of [repository, table]) {
      expect(await lintAs(eslint, 'apps/server/src/modules/alerts/alerts.service.ts', text)).toEqual([
        expect.stringContaining("A module may not import another module's repository or table"),
      ]);
    }
  }, 60_000);

  it('grant no file an exception: auth reaches sessions through their store, not their repository', async () => {
    const text =
      "import { createSessionsRepository } from '../sessions/sessions.repository.ts';\nexport const s = createSessionsRepository;\n";
    expect(await lintAs(eslint, 'apps/server/src/modules/auth/auth.service.ts', text)).toEqual([
      expect.stringContaining("A module may not import another module's repository or table"),
    ]);
    const store =
      "import { sessionStore } from '../sessions/session-store.ts';\nexport const s = sessionStore;\n";
    expect(await lintAs(eslint, 'apps/server/src/modules/auth/auth.service.ts', store)).toEqual([]);
  }, 60_000);

  it("let a module import its own repository, and tests import any module's", async () => {
    const own =
      "import type { AlertsRepository } from './alerts.repository.ts';\nexport type A = AlertsRepository;\n";
    expect(await lintAs(eslint, 'apps/server/src/modules/alerts/alerts.service.ts', own)).toEqual([]);
    const other =
      "import type { UsersRepository } from '../users/users.repository.ts';\nexport type U = UsersRepository;\n";
    expect(await lintAs(eslint, 'apps/server/src/modules/alerts/alerts.test.ts', other)).toEqual([]);
  }, 60_000);

  it('refuse a product import of testing/, and let tests import it', async () => {
    const text =
      "import { createTestContext } from '../../testing/test-app.ts';\nexport const c = createTestContext;\n";
    expect(await lintAs(eslint, 'apps/server/src/modules/alerts/alerts.service.ts', text)).toEqual([
      expect.stringContaining('Product code may not import testing/'),
    ]);
    expect(await lintAs(eslint, 'apps/server/src/modules/alerts/alerts.test.ts', text)).toEqual([]);
  }, 60_000);

  it('keep lib/ the bottom layer', async () => {
    const text = "import { AppError } from '../http/app-error.ts';\nexport const e = AppError;\n";
    expect(await lintAs(eslint, 'apps/server/src/lib/keyset-cursor.ts', text)).toEqual([
      expect.stringContaining('lib/ is the bottom layer'),
    ]);
  }, 60_000);
});
