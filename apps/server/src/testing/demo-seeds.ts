import { afterAll, beforeAll } from 'vitest';
import { type DemoCropDeps, seedDemoCrop } from '../modules/demo/seed-demo-crop.ts';
import { type DemoTasksDeps, seedDemoTasks } from '../modules/demo/seed-demo-tasks.ts';
import { seedDemo } from '../modules/demo/seed-demo.ts';
import { createTestContext, type TestContext } from './test-app.ts';

/** The demo's strains and news from the test app's services, as main.ts seeds them first. */
export function seedDemoStrains(t: TestContext): Promise<void> {
  const { services } = t;
  return seedDemo({
    users: services.usersRepository,
    files: services.files,
    strains: services.strains,
    news: services.news,
    log: t.app.log,
  });
}

/** The demo-crop seed's dependencies from the test app's services, on the test's clock. */
export function demoCropDeps(
  t: TestContext,
  places: Pick<DemoCropDeps, 'deviceIdOf' | 'motherOf'>,
): DemoCropDeps {
  const { services } = t;
  return {
    users: services.usersRepository,
    strains: services.strains,
    rooms: services.rooms,
    runs: services.runsApi,
    harvests: services.harvests,
    clock: t.clock,
    ...places,
  };
}

/** The demo's rooms and runs (after seedDemoStrains), once. */
export function seedDemoRuns(t: TestContext, deviceIdOf: DemoCropDeps['deviceIdOf']): Promise<void> {
  return seedDemoCrop(demoCropDeps(t, { deviceIdOf }));
}

/** The demo-tasks seed's dependencies from the test app's services, on the test's clock. */
export function demoTasksDeps(t: TestContext): DemoTasksDeps {
  const { services } = t;
  return {
    users: services.usersRepository,
    accounts: services.users,
    tasks: services.tasks,
    templates: services.taskTemplates,
    applyTemplate: services.applyTaskTemplate,
    runs: services.runs,
    zone: services.siteZone,
    clock: t.clock,
  };
}

/** The demo's tasks and SOP template (after seedDemoRuns), once. */
export function seedDemoWorkTasks(t: TestContext): Promise<void> {
  return seedDemoTasks(demoTasksDeps(t));
}

/**
 * A SQLite app with its first admin and nothing seeded, for the whole describe block: the seeds start
 * from the first admin. Read the context inside the tests.
 */
export function useDemoSite(): () => TestContext {
  let t: TestContext | undefined;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    await t.createUser('admin');
  });
  afterAll(async () => {
    await t?.close();
  });
  return () => t!;
}
