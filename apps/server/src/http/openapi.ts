import swagger, {
  type FastifyDynamicSwaggerOptions,
  type SwaggerTransform,
  type SwaggerTransformObject,
} from '@fastify/swagger';
import { errorBodySchema } from '@canopy/shared/schemas/errors';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { registerApiReference } from './api-reference/api-reference.ts';
import {
  ERROR_RESPONSES,
  errorResponseComponents,
  errorStatusesOf,
  type ErrorStatus,
} from './openapi-errors.ts';
import { IDEMPOTENCY_HEADERS, IDEMPOTENCY_PARAMETERS, withIdempotencyKey } from './openapi-idempotency.ts';
import { isIdempotentRoute } from './idempotent-routes.ts';
import { OPENAPI_TAGS } from './openapi-tags.ts';

/** Carries a route's error statuses from the per-route transform to the whole-document step, then goes. */
const ERRORS_KEY = 'x-canopy-errors';
/** Marks an operation that takes an `Idempotency-Key`, from the per-route transform to the whole document. */
const IDEMPOTENT_KEY = 'x-canopy-idempotent';
const ERROR_SCHEMA_REF = '#/components/schemas/Error';

/** Said of a success answer that declares no description of its own (the plugin says "Default Response"). */
const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 204: 'No content' };

type OpenApiOptions = NonNullable<FastifyDynamicSwaggerOptions['openapi']>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route but the HEAD twins, for the test that checks the document covers them. */
    registeredRoutes: { method: string; url: string; hidden: boolean }[];
  }
}

/** OpenAPI generated from the routes' zod schemas; must be registered before the routes. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.decorate('registeredRoutes', []);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const hidden = Boolean(route.schema?.hide);
      if (method !== 'HEAD') app.registeredRoutes.push({ method, url: route.url, hidden });
    }
  });
  const options: FastifyDynamicSwaggerOptions = {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Canopy API',
        version: '1.0.0',
        description:
          'Grow-operation dashboard API. Errors are `{"error": "<English message>", "code": "<module.reason>"}`, ' +
          'with `details` for validation. A browsable reference is served at `/api/reference`.',
      },
      // Relative: the server that serves this document, wherever it is reached.
      servers: [{ url: '/', description: 'This Canopy server' }],
      tags: [...OPENAPI_TAGS],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A session token from `POST /api/auth/login`, or an API token (`cnp_...`) from `POST /api/me/tokens`.',
          },
          particleWebhookSecret: { type: 'apiKey', in: 'header', name: 'x-webhook-secret' },
          telegramSecretToken: { type: 'apiKey', in: 'header', name: 'x-telegram-bot-api-secret-token' },
        },
        schemas: { Error: z.toJSONSchema(errorBodySchema, { target: 'draft-2020-12' }) },
        responses: errorResponseComponents(ERROR_SCHEMA_REF),
        parameters: IDEMPOTENCY_PARAMETERS,
        headers: IDEMPOTENCY_HEADERS,
      },
      security: [{ bearer: [] }],
    } as OpenApiOptions,
    transform: withErrorStatuses,
    transformObject: withErrorResponses,
  };
  await app.register(swagger, options);
}

/** The document at `/api/docs`, and the reference page drawn from it at `/api/reference`. */
export function registerOpenApiRoute(app: FastifyInstance): void {
  app.get('/api/docs', { config: { policy: 'public' }, schema: { hide: true } }, () => app.swagger());
  registerApiReference(app);
}

/** Per route: the zod schemas become JSON Schema, and the route's error statuses ride along. */
const withErrorStatuses: SwaggerTransform = (document) => {
  const converted = jsonSchemaTransform(document);
  const schema = converted.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return converted;
  const { errors: _declared, ...rest } = schema;
  const isPublic = document.route.config?.policy === 'public';
  const isUpload = (rest.consumes as string[] | undefined)?.includes('multipart/form-data');
  return {
    url: converted.url,
    schema: {
      ...rest,
      // A public route needs no token (it may still send one); the shared-secret webhooks say theirs.
      ...(isPublic && !rest.security && { security: [] }),
      // An upload's form is read by the handler, not validated by a schema: its fields are described.
      ...(isUpload && !rest.body && { body: { type: 'object', description: 'Fields as described above.' } }),
      [ERRORS_KEY]: errorStatusesOf(document.route),
      ...(isIdempotentRoute(document.route.method, document.route.url) && { [IDEMPOTENT_KEY]: true }),
    },
  };
};

/** Whole document: each operation's error statuses become references to the shared error responses. */
const withErrorResponses: SwaggerTransformObject = (documentObject) => {
  if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
  const { openapiObject } = documentObject;
  const document = openapiObject as {
    paths?: Record<string, Record<string, Record<string, unknown>>>;
    tags?: { name: string }[];
  };
  // A copy: the plugin hands back the options' own array.
  const tags = [...(document.tags ?? [])];
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      const statuses = (operation[ERRORS_KEY] ?? []) as ErrorStatus[];
      delete operation[ERRORS_KEY];
      const responses = (operation.responses ?? {}) as Record<
        string,
        { description?: string; $ref?: string }
      >;
      for (const [status, response] of Object.entries(responses)) {
        if (response.description === 'Default Response') response.description = SUCCESS[status] ?? 'Success';
      }
      for (const status of statuses) {
        responses[status] ??= { $ref: `#/components/responses/${ERROR_RESPONSES[status].name}` };
      }
      operation.responses = responses;
      if (operation[IDEMPOTENT_KEY]) withIdempotencyKey(operation);
      delete operation[IDEMPOTENT_KEY];
      // A tag a route uses but OPENAPI_TAGS does not describe is still listed, so every tool groups by it.
      for (const tag of (operation.tags ?? []) as string[]) {
        if (!tags.some((known) => known.name === tag)) tags.push({ name: tag });
      }
    }
  }
  document.tags = tags;
  return openapiObject;
};
