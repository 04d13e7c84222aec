import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from '../testing/test-databases.ts';
import { worldSuite } from '../testing/security/world-suite.ts';
import { ACCESS_MATRIX, type AccessRow } from '../testing/security/access-matrix.ts';

/** Strings that have broken servers before: SQL, path and markup injection, and unicode edge cases. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)',
  "admin'--",
  '%00',
  '\u0000',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '\u202Egnp.exe',
  '\uD800',
  '\uFEFF',
  'ש'.repeat(300),
  '🌿'.repeat(200),
  'a'.repeat(70_000),
  'Z̸̢̛̤͓a̷l̶g̵o̴',
  '',
  ' ',
];

const hostileValue = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 64 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.constantFrom(...HOSTILE_STRINGS), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** A valid body with one field replaced, one field added, or nothing like an object at all. */
function mutatedBodies(valid: Record<string, unknown>) {
  const keys = Object.keys(valid);
  const replaceOne =
    keys.length > 0
      ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...valid, [key]: value }))
      : fc.constant(valid);
  const extraField = fc
    .tuple(
      fc.constantFrom('_id', 'createdAt', 'role', 'createdBy', '__proto__', 'constructor', 'author'),
      hostileValue,
    )
    .map(([key, value]) => ({ ...valid, [key]: value }));
  const notAnObject = fc.oneof(hostileValue, fc.jsonValue({ maxDepth: 3 }));
  return fc.oneof(replaceOne, replaceOne, extraField, notAnObject);
}

const JSON_ROWS = ACCESS_MATRIX.filter((row) => row.method !== 'GET' && !row.ownSession);
const QUERY_ROWS = ACCESS_MATRIX.filter((row) => row.method === 'GET' && !row.stream);

describe.each(DIALECTS)('hostile input on every JSON route and query, on %s', (dialect) => {
  const { t, admin, world } = worldSuite(dialect);

  /** Never a 500, and every refusal in the error format. */
  function problemWith(response: { statusCode: number; body: string; headers: Record<string, unknown> }) {
    if (response.statusCode >= 500 && response.statusCode !== 502 && response.statusCode !== 504) {
      return `status ${response.statusCode}: ${response.body.slice(0, 200)}`;
    }
    if (response.statusCode >= 400) {
      const body = JSON.parse(response.body) as { error?: unknown; code?: unknown };
      if (typeof body.error !== 'string' || typeof body.code !== 'string') {
        return `a ${response.statusCode} without {error, code}: ${response.body.slice(0, 200)}`;
      }
    }
    return null;
  }

  it.each(JSON_ROWS.filter((row) => !isMultipart(row)).map((row) => [label(row), row] as const))(
    '%s: no 500, every refusal a 4xx with {error, code}',
    async (_label, row) => {
      const template = await row.request(world, 'admin');
      const valid = isPlainObject(template.payload) ? template.payload : {};
      await fc.assert(
        fc.asyncProperty(mutatedBodies(valid), async (body) => {
          const request = await row.request(world, 'admin');
          const response = await t.app.inject({
            method: row.method,
            url: request.url,
            headers: { ...request.headers, ...admin.auth, 'content-type': 'application/json' },
            payload: JSON.stringify(body) ?? 'null',
          });
          const problem = problemWith(response);
          if (problem) throw new Error(`${JSON.stringify(body)?.slice(0, 200)} -> ${problem}`);
        }),
        { numRuns: 12, seed: 20261121 },
      );
    },
  );

  // Every read route in the matrix, 19 hostile values, each in the query and as the last path segment:
  // thousands of requests, about 16 s alone and growing with the routes, so the default 30 s is too close
  // when the whole suite shares the machine.
  it(
    'answers hostile query parameters and path segments on every read with no 500',
    { timeout: 120_000 },
    async () => {
      const failures: string[] = [];
      for (const row of QUERY_ROWS) {
        const { url } = await row.request(world, 'admin');
        const [path = '', query = ''] = url.split('?');
        const names = [
          ...new URLSearchParams(query).keys(),
          'q',
          'skip',
          'limit',
          'from',
          'to',
          'step',
          'deviceId',
        ];
        for (const value of [...HOSTILE_STRINGS.slice(0, 14).map(percentEncode), ...BROKEN_ENCODINGS]) {
          const hostileQuery = names.map((name) => `${name}=${value}`).join('&');
          const segments = path.split('/');
          const hostilePath = [...segments.slice(0, -1), value].join('/');
          for (const target of [`${path}?${hostileQuery}`, hostilePath]) {
            const response = await t.app.inject({ method: 'GET', url: target, headers: admin.auth });
            const problem = problemWith(response);
            if (problem) failures.push(`GET ${target.slice(0, 120)} -> ${problem}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );

  it('still has every table afterwards: no injected statement ran', async () => {
    const tables = (await t.database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(expect.arrayContaining(['users', 'sessions', 'strains', 'news', 'bugs', 'tasks']));
    const users = await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: admin.auth });
    expect(users.statusCode).toBe(200);
  });
});

/** Percent-encoding as a browser would send it; a lone surrogate goes out as the bytes it would be. */
function percentEncode(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** Escapes no browser sends: a bare %, a non-hex escape, a cut-off UTF-8 sequence, an encoded NUL. */
const BROKEN_ENCODINGS = ['%', '%zz', '%E0%A4%A', '%C0%80', '%00'];

function isMultipart(row: AccessRow) {
  return /upload|flash|\/log$/.test(row.route);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Buffer.isBuffer(value) && !Array.isArray(value);
}

function label(row: AccessRow) {
  return `${row.method} ${row.route}${row.note ? ` (${row.note})` : ''}`;
}
