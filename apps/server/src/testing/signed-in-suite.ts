import type { Role } from '@canopy/shared/roles';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { DialectName } from '../db/database.ts';
import { createTestContext, type TestContext, type TestUser } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls a route of the context's app as `who` (null: no one signed in), with a JSON body when given. */
export const callAs =
  (t: TestContext) => (who: TestUser | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.auth ?? {}, ...(payload && { payload }) });

/** One of the suite's people: a role, or a role and the e-mail address they sign in with. */
export type Person = Role | readonly [Role, string];

/** The people most route suites sign in: one of each role. */
export const ONE_OF_EACH_ROLE = { admin: 'admin', superuser: 'superuser', member: 'user' } as const;

export interface SuiteOptions {
  /** 'test': a fresh app and database for each test; 'describe': one for all the describe's tests. */
  per: 'test' | 'describe';
  /** Where the fake clock stands before the people are created (their accounts are made then). */
  at?: string | number;
  /** Passed on to createTestContext. */
  app?: Parameters<typeof createTestContext>[1];
}

export type SignedInSuite<P> = {
  /** The dialect's test context. */
  t: TestContext;
  call: ReturnType<typeof callAs>;
} & { readonly [K in keyof P]: TestUser };

/**
 * The opening most route suites share: a test context on the dialect, the people (created in the order
 * given, each signed in) and a `call` as one of them; the context is closed after the test or describe.
 * Call it at the top of a describe and destructure it there: `t` and each person are the same objects for
 * the whole describe and are filled from the fresh context before each test (or once, per 'describe'),
 * which is why the test bodies can name them as they named their own `let` variables.
 */
export function signedInSuite<const P extends Record<string, Person>>(
  dialect: DialectName,
  people: P & { t?: never; call?: never },
  options: SuiteOptions,
): SignedInSuite<P> {
  const t = {} as TestContext;
  const filled: Record<string, TestUser> = {};
  for (const name of Object.keys(people)) filled[name] = {} as TestUser;

  async function open() {
    const context = await createTestContext(dialect, options.app);
    if (options.at !== undefined) context.clock.set(options.at);
    Object.assign(t, context);
    for (const [name, person] of Object.entries(people)) {
      const [role, email] = typeof person === 'string' ? [person as Role] : person;
      Object.assign(filled[name]!, await context.createUser(role, email));
    }
  }
  const close = () => t.close();
  if (options.per === 'test') {
    beforeEach(open);
    afterEach(close);
  } else {
    beforeAll(open);
    afterAll(close);
  }
  return { ...filled, t, call: callAs(t) } as SignedInSuite<P>;
}

/**
 * A fixture object made anew before each test (after the suite's own set-up, so it sees that test's
 * context and people), returned as one object for the whole describe in the same way as the people.
 */
export function freshForEachTest<T extends object>(make: () => T): T {
  const fixture = {} as T;
  beforeEach(() => {
    Object.assign(fixture, make());
  });
  return fixture;
}
