import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, type TestUser } from '../testing/test-app.ts';
import { DIALECTS } from '../testing/test-databases.ts';
import { typeErrors } from '../testing/typecheck.ts';

/** `paths[...]` for one JSON answer, as a client generated from the document reads it. */
const answer = (path: string, method: string, status: number) =>
  `paths['${path}']['${method}']['responses'][${status}]['content']['application/json']`;

/**
 * A client generated from `/api/docs` with openapi-typescript types real answers of the running server:
 * each answer's JSON, pasted as a value of the generated type, must compile. Extra fields, a missing
 * field or a wrong type in the document would each be a type error.
 */
describe.each(DIALECTS)('a TypeScript client generated from the OpenAPI document, on %s', (dialect) => {
  let t: TestContext;
  let admin: TestUser;
  let dir: string;
  beforeAll(async () => {
    t = await createTestContext(dialect);
    admin = await t.createUser('admin');
    dir = mkdtempSync(path.join(tmpdir(), 'canopy-client-'));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const call = async (method: 'GET' | 'POST', url: string, payload?: object, auth = true) => {
    const response = await t.app.inject({
      method,
      url,
      ...(auth && { headers: admin.auth }),
      ...(payload && { payload }),
    });
    return { status: response.statusCode, body: response.body };
  };

  it('types real answers, successes and errors alike', { timeout: 60_000 }, async () => {
    const doc = (await t.app.inject({ url: '/api/docs' })).json<object>();
    writeFileSync(path.join(dir, 'schema.d.ts'), astToString(await openapiTS(doc as never)));

    const loginBody = { email: admin.user.email, password: admin.password };
    const strain = await call('POST', '/api/admin/strains', { name: 'Northern Lights', slug: 'nl' });
    await call('POST', '/api/admin/strains', { name: 'Skunk', slug: 'skunk', genetics: 'indica' });
    const answers = {
      login: [
        answer('/api/auth/login', 'post', 200),
        await call('POST', '/api/auth/login', loginBody, false),
      ],
      me: [
        "operations['getCurrentUser']['responses'][200]['content']['application/json']",
        await call('GET', '/api/auth/me'),
      ],
      users: [answer('/api/admin/users', 'get', 200), await call('GET', '/api/admin/users')],
      strainCreated: [answer('/api/admin/strains', 'post', 201), strain],
      strains: [answer('/api/strains', 'get', 200), await call('GET', '/api/strains')],
      news: [
        answer('/api/news', 'post', 201),
        await call('POST', '/api/news', { title: 'Hi', body: 'All well' }),
      ],
      task: [answer('/api/tasks', 'post', 201), await call('POST', '/api/tasks', { description: 'Water' })],
      alerts: [answer('/api/alerts', 'get', 200), await call('GET', '/api/alerts')],
      unauthorized: [answer('/api/auth/me', 'get', 401), await call('GET', '/api/auth/me', undefined, false)],
      notFound: [answer('/api/bugs/{id}', 'get', 404), await call('GET', '/api/bugs/no-such-bug')],
      invalid: [answer('/api/news', 'post', 400), await call('POST', '/api/news', { title: '' })],
    } as const;
    const statuses = Object.values(answers).map(([, response]) => response.status);
    expect(statuses).toEqual([200, 200, 200, 201, 200, 201, 201, 200, 401, 404, 400]);
    expect(JSON.parse(answers.invalid[1].body)).toHaveProperty('details');

    const strains = JSON.parse(answers.strains[1].body) as object[];
    const usage = [
      "import type { components, operations, paths } from './schema';",
      `export const loginBody: paths['/api/auth/login']['post']['requestBody']['content']['application/json'] = ${JSON.stringify(loginBody)};`,
      ...Object.entries(answers).map(
        ([name, [type, response]]) => `export const ${name}: ${type} = ${response.body};`,
      ),
      "export const anyError: components['schemas']['Error'] = unauthorized;",
      '// The generated types are not `any`: wrong shapes are refused.',
      '// @ts-expect-error a strain id is a string',
      `export const wrongStrain: ${answer('/api/strains', 'get', 200)} = [${JSON.stringify({ ...strains[0], _id: 1 })}];`,
      '// @ts-expect-error an error body has its message',
      "export const wrongError: components['schemas']['Error'] = { code: 'auth.unauthenticated' };",
      '// @ts-expect-error no operation has this id',
      "export type Unknown = operations['noSuchOperation'];",
    ].join('\n');
    const usageFile = path.join(dir, 'usage.ts');
    writeFileSync(usageFile, usage);
    // The check can fail: an answer with a field the document does not have is refused.
    const brokenFile = path.join(dir, 'broken.ts');
    writeFileSync(
      brokenFile,
      "import type { operations } from './schema';\nimport { me } from './usage';\n" +
        `export const extra: ${answers.me[0]} = { ...me, secret: 'x' };\n`,
    );
    const errors = typeErrors([usageFile, brokenFile]);
    expect(errors.filter((error) => error.startsWith(usageFile))).toEqual([]);
    expect(errors.filter((error) => error.startsWith(brokenFile)).join('\n')).toMatch(/'secret'/);
  });
});
