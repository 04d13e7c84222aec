import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/database.ts';
import { registerErrorHandlers } from './http/error-handler.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { registerPolicies } from './http/policy.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerWebApp } from './http/web-app.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { registerAuthRoutes } from './modules/auth/auth.routes.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { createTokenSigner } from './modules/auth/tokens.ts';
import { registerBugRoutes } from './modules/bugs/bugs.routes.ts';
import { createBugsService } from './modules/bugs/bugs.service.ts';
import { registerHealthRoutes } from './modules/health/health.routes.ts';
import { registerTaskRoutes } from './modules/tasks/tasks.routes.ts';
import { createTasksService } from './modules/tasks/tasks.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { registerUserRoutes } from './modules/users/users.routes.ts';
import { createUsersService } from './modules/users/users.service.ts';

export interface AppDeps {
  database: DatabaseHandle;
  jwtSecret: string;
  webDistDir: string;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole HTTP application; `main.ts` listens on it and tests inject into it. */
export async function buildApp(deps: AppDeps) {
  const { db, dialect } = deps.database;
  const clock = deps.clock ?? systemClock;
  // Secrets never reach logs: tokens travel in headers, which pino's default request serializer leaves out.
  const app = Fastify({ logger: deps.logger ?? false }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const auth = createAuthService({ db, tokens: createTokenSigner(deps.jwtSecret), clock });
  const usersRepository = createUsersRepository(db);
  const users = createUsersService({ db, clock, dialect, issueToken: auth.issueToken });

  registerErrorHandlers(app);
  registerPolicies(app, auth);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth, usersRepository);
  registerUserRoutes(app, users);
  registerBugRoutes(app, createBugsService({ db, clock }));
  registerTaskRoutes(app, createTasksService({ db, clock }));
  registerOpenApiRoute(app);
  await registerWebApp(app, deps.webDistDir);

  return Object.assign(app, { services: { auth, users, usersRepository } });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
