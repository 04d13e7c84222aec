import { afterAll, beforeAll } from 'vitest';
import type { DialectName } from '../../db/database.ts';
import { startTestCloud } from '../device-fixtures.ts';
import { createTestContext, type TestContext, type TestUser } from '../test-app.ts';
import { WEBHOOK_SECRET } from './access-callers.ts';
import { createCallers, createWorld, startMatrixTelegram, type World } from './access-world.ts';

/**
 * The opening of the suites that call every route of the access matrix: for the whole describe, a test
 * context on a fake device cloud (and on the matrix's fake Telegram, with `telegram`), the matrix's
 * callers, of whom the admin is returned, and the world they act in; all closed after the describe. As
 * with signedInSuite, `t`, `admin` and `world` are the same objects throughout, filled before the tests.
 */
export function worldSuite(dialect: DialectName, options: { telegram?: boolean } = {}) {
  const suite = { t: {} as TestContext, admin: {} as TestUser, world: {} as World };
  let close = async () => {};
  beforeAll(async () => {
    const cloud = await startTestCloud();
    const matrixTelegram = options.telegram ? await startMatrixTelegram() : undefined;
    const t = await createTestContext(dialect, {
      deviceCloud: cloud.cloud,
      webhookSecret: WEBHOOK_SECRET,
      ...(matrixTelegram && { notifications: matrixTelegram.notifications }),
    });
    close = async () => {
      await t.close();
      await cloud.sim.close();
      await matrixTelegram?.telegram.close();
    };
    Object.assign(suite.t, t);
    const callers = await createCallers(t);
    Object.assign(suite.admin, callers.admin);
    Object.assign(suite.world, await createWorld(t, callers));
  });
  afterAll(() => close());
  return suite;
}
