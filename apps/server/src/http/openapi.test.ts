import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../testing/security/access-matrix.ts';
import { redoclyLint } from '../testing/redocly-lint.ts';
import { createTestContext, type TestContext } from '../testing/test-app.ts';
import { API_REFERENCE_URLS } from './api-reference/api-reference.ts';

interface Operation {
  operationId?: string;
  summary?: string;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string }>;
}
interface OpenApiDocument {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content?: { 'application/json'?: { schema?: { $ref?: string } } } }>;
  };
}

/** Routes that are pages, not operations: the document itself and the reference drawn from it. */
const NOT_OPERATIONS = new Set(['/api/docs', ...API_REFERENCE_URLS]);

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const key = (method: string, url: string) => `${method} ${url}`;

describe('the OpenAPI document', () => {
  let t: TestContext;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestContext('sqlite');
    const response = await t.app.inject({ url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    doc = response.json<OpenApiDocument>();
  });
  afterAll(async () => {
    await t.close();
  });

  it('leaves out only the pages that are not operations, and routes outside /api', () => {
    const hidden = t.app.registeredRoutes.filter((route) => route.hidden);
    const hiddenApi = hidden.filter((route) => route.url.startsWith('/api')).map((route) => route.url);
    expect(new Set(hiddenApi)).toEqual(NOT_OPERATIONS);
  });

  it('gives every route an operation with a unique camelCase id, a summary and its error answers', () => {
    const policies = new Map(t.app.apiRoutes.map((route) => [key(route.method, route.url), route.policy]));
    // What the access matrix sees each caller get back: those refusals must be documented too.
    const refusals = new Map<string, Set<string>>();
    for (const row of ACCESS_MATRIX) {
      const seen = refusals.get(key(row.method, row.route)) ?? new Set<string>();
      for (const outcome of Object.values(row.access)) if (outcome !== 'ok') seen.add(String(outcome));
      refusals.set(key(row.method, row.route), seen);
    }
    const problems: string[] = [];
    const ids = new Map<string, string>();
    const routes = t.app.registeredRoutes.filter((route) => !route.hidden);
    expect(routes.length).toBeGreaterThan(100);
    for (const route of routes) {
      const name = key(route.method, route.url);
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!operation.operationId || !/^[a-z][a-zA-Z0-9]*$/.test(operation.operationId))
        problems.push(`${name}: operationId ${operation.operationId} is not camelCase`);
      else if (ids.has(operation.operationId))
        problems.push(
          `${name}: operationId ${operation.operationId} also names ${ids.get(operation.operationId)}`,
        );
      else ids.set(operation.operationId, name);
      if (!operation.summary?.trim()) problems.push(`${name}: no summary`);

      const policy = policies.get(name);
      const expected = new Set(['400', ...(refusals.get(name) ?? [])]);
      if (policy && policy !== 'public') expected.add('401');
      if (policy === 'staff' || policy === 'admin') expected.add('403');
      if (route.url.includes(':')) expected.add('404');
      if (operation.requestBody) ['413', '415'].forEach((status) => expected.add(status));
      const missing = [...expected].filter((status) => !operation.responses[status]);
      if (missing.length > 0) problems.push(`${name}: no ${missing.join(', ')} answer`);
    }
    expect(problems).toEqual([]);
  });

  it('answers every error with the one shared error schema', () => {
    const problems: string[] = [];
    for (const [url, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (Number(status) < 400) continue;
          const shared = response.$ref?.replace('#/components/responses/', '') ?? '';
          const schema = doc.components.responses[shared]?.content?.['application/json']?.schema;
          if (schema?.$ref !== '#/components/schemas/Error') problems.push(`${method} ${url} ${status}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(doc.components.schemas.Error).toMatchObject({ required: ['error', 'code'] });
  });

  it('names its servers', () => {
    expect(doc.servers?.length).toBeGreaterThan(0);
  });

  it('documents a 400 for every operation because any request can be one', async () => {
    // NUL characters are refused in every query, path and body (refuse-nul.ts).
    const response = await t.app.inject({ url: '/api/health?probe=%00' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation.failed' });
  });

  it("passes Redocly's recommended rules with no error", { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'canopy-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(doc));
      const problems = await redoclyLint(file);
      const errors = problems
        .filter((problem) => problem.severity === 'error')
        .map((problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`);
      expect(errors).toEqual([]);

      // The check can fail: the same document with one summary taken out is refused.
      const broken = structuredClone(doc);
      delete broken.paths['/api/health']?.get?.summary;
      writeFileSync(file, JSON.stringify(broken));
      const brokenErrors = (await redoclyLint(file)).filter((problem) => problem.severity === 'error');
      expect(brokenErrors.map((problem) => problem.ruleId)).toEqual(['operation-summary']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
