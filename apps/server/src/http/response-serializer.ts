import { isDeepStrictEqual } from 'node:util';
import fastJsonStringify, { type Schema as JsonSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';

/** How one route's 2xx answer is written, for the test that checks every route (and for curiosity). */
export interface RouteSerializer {
  /** `compiled`: fast-json-stringify from the zod schema; `zod`: encoded by zod, then `JSON.stringify`. */
  mode: 'compiled' | 'zod';
  /** Strict mode only: answers written by both paths and found equal (the same JSON value). */
  compared: number;
}

export interface ResponseSerializers {
  compiler: FastifySerializerCompiler<unknown>;
  /** Keyed `METHOD /url status`. */
  routes: Map<string, RouteSerializer>;
}

/**
 * Response bodies are written by a serializer compiled once per route from its zod response schema
 * (zod's JSON Schema, then fast-json-stringify). Like zod's own path it writes only the schema's fields,
 * so a stray column or secret on the object never reaches the client; unlike it, it does not walk and
 * copy the whole answer through zod first and then through `JSON.stringify` (about a fifth of the CPU
 * of the device list).
 *
 * A schema the compiler cannot express exactly (unions other than "or null", references, transforms)
 * stays on zod's path. In strict mode (tests) every answer goes through both: zod validates it, and a
 * compiled output that is not the same JSON value as zod's fails the request, so schema drift and any
 * difference between the two paths fail the tests that make the call. (The text can differ in one way:
 * fast-json-stringify writes an object's required fields before its optional ones.)
 */
export function createResponseSerializers(options: { strict: boolean }): ResponseSerializers {
  const routes = new Map<string, RouteSerializer>();
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
    const key = `${route.method} ${route.url} ${route.httpStatus}`;
    const compiled = compileFromZod(route.schema);
    const entry: RouteSerializer = { mode: compiled ? 'compiled' : 'zod', compared: 0 };
    routes.set(key, entry);
    if (!compiled) return viaZod;
    if (!options.strict) return compiled;
    return (data: unknown) => {
      const expected = viaZod(data);
      const actual = compiled(data);
      // fast-json-stringify writes required fields before optional ones; the JSON value must be equal.
      if (actual !== expected && !isDeepStrictEqual(JSON.parse(actual), JSON.parse(expected))) {
        throw new Error(`The compiled serializer of ${key} wrote ${actual}, zod wrote ${expected}`);
      }
      entry.compared += 1;
      return actual;
    };
  };
  return { compiler, routes };
}

type Serialize = (data: unknown) => string;

/**
 * Compiled once per schema object in the process: a schema is a module constant shared by every app
 * instance (several in one test process, one per cluster worker's process), and compiling all of them
 * is over half of an app's start. The function is pure, so sharing it is safe.
 */
const compiledBySchema = new WeakMap<object, Serialize | null>();

/** A fast-json-stringify function for the schema, or null when only zod can write it exactly. */
export function compileFromZod(schema: unknown): Serialize | null {
  if (!(schema instanceof z.ZodType)) return null;
  const known = compiledBySchema.get(schema);
  if (known !== undefined) return known;
  const compiled = compileSchema(schema);
  compiledBySchema.set(schema, compiled);
  return compiled;
}

function compileSchema(schema: z.ZodType): Serialize | null {
  let jsonSchema: Record<string, unknown>;
  try {
    // `input`: zod encodes an answer into its input side before it is written.
    jsonSchema = z.toJSONSchema(schema as $ZodType, {
      target: 'draft-7',
      io: 'input',
      unrepresentable: 'throw',
    });
  } catch {
    return null;
  }
  delete jsonSchema.$schema;
  const simple = simplify(jsonSchema);
  if (!simple) return null;
  return fastJsonStringify(simple as JsonSchema) as Serialize;
}

/** Keywords fast-json-stringify would answer by validating at run time, or that zod writes differently. */
const UNSUPPORTED = ['anyOf', 'oneOf', 'allOf', 'not', 'if', '$ref', 'definitions', '$defs', 'default'];

/**
 * The schema with "X or null" folded into `type: [X, 'null']` (which fast-json-stringify writes without
 * validating), or null when anything remains that it would choose between at run time.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(simplify);
    return items.includes(null) ? null : items;
  }
  if (node === null || typeof node !== 'object') return node;
  let schema = node as Record<string, unknown>;
  schema = foldUnion(schema) ?? schema;
  // zod strips unknown keys of a plain object (its input schema leaves additionalProperties out):
  // say so, so that only the schema's fields are ever written.
  if (schema.type === 'object' || (Array.isArray(schema.type) && schema.type.includes('object'))) {
    if (!('additionalProperties' in schema)) schema = { ...schema, additionalProperties: false };
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (UNSUPPORTED.includes(key)) return null;
    if (key === 'properties' || key === 'patternProperties') {
      const properties: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(value as Record<string, unknown>)) {
        const simple = simplify(property);
        if (simple === null) return null;
        properties[name] = simple;
      }
      out[key] = properties;
    } else if (key === 'items' || key === 'additionalProperties' || key === 'additionalItems') {
      const simple = typeof value === 'boolean' ? value : simplify(value);
      if (simple === null) return null;
      out[key] = simple;
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Keywords that describe and never change what is written. */
const ANNOTATIONS = new Set(['description', 'title', 'examples', 'deprecated', 'readOnly', 'writeOnly']);

/**
 * `{ anyOf: [X, { type: 'null' }] }` as X with `null` added to its type, and a union of constants of one
 * type as an enum; undefined for anything else.
 */
function foldUnion(schema: Record<string, unknown>): Record<string, unknown> | undefined {
  const { anyOf, ...rest } = schema;
  if (!Array.isArray(anyOf) || Object.keys(rest).some((key) => !ANNOTATIONS.has(key))) return undefined;
  const members = anyOf.map((member: Record<string, unknown>) => foldUnion(member) ?? member);
  const constants = members.every(
    (m) =>
      Object.keys(m).length === 2 &&
      'const' in m &&
      typeof m.type === 'string' &&
      m.type === members[0]!.type,
  );
  if (constants) return { ...rest, type: members[0]!.type, enum: members.map((m) => m.const) };
  const isNull = (m: Record<string, unknown>) => m.type === 'null' && Object.keys(m).length === 1;
  const others = members.filter((m) => !isNull(m));
  const other = others[0];
  if (members.length !== 2 || others.length !== 1 || !other || typeof other.type !== 'string')
    return undefined;
  return { ...rest, ...other, type: [other.type, 'null'] };
}
