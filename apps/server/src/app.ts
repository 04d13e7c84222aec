import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
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
import { createLocalDiskStorage } from './integrations/file-storage/local-disk-storage.ts';
import type { FileStorage } from './integrations/file-storage/file-storage.ts';
import { registerFileRoutes } from './modules/files/files.routes.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createUrlSigner } from './modules/files/url-signer.ts';
import { registerNewsRoutes } from './modules/news/news.routes.ts';
import { createNewsService } from './modules/news/news.service.ts';
import { registerStrainRoutes } from './modules/strains/strains.routes.ts';
import { createStrainsService } from './modules/strains/strains.service.ts';
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
  /** Uploaded files go to `<dataDir>/uploads`; without one (tests), a fresh temporary directory. */
  dataDir?: string;
  /** Overrides the local-disk storage (an S3-compatible adapter, or a test fake). */
  fileStorage?: FileStorage;
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
  const dataDir = deps.dataDir ?? mkdtempSync(path.join(tmpdir(), 'canopy-data-'));
  const storage = deps.fileStorage ?? createLocalDiskStorage(path.join(dataDir, 'uploads'));
  const files = createFilesService({ db, storage, clock, signer: createUrlSigner(deps.jwtSecret) });
  const strains = createStrainsService({ db, clock, files });
  const news = createNewsService({ db, clock, files });

  registerErrorHandlers(app);
  registerPolicies(app, auth);
  await registerSecurityHeaders(app);
  await registerOpenApi(app);
  // Defaults for every multipart route; each route narrows them (a single photo, a firmware cap).
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
  });

  registerHealthRoutes(app, db);
  registerAuthRoutes(app, auth, usersRepository);
  registerUserRoutes(app, users);
  const bugs = createBugsService({ db, clock, files });
  const tasks = createTasksService({ db, clock, files });
  registerBugRoutes(app, bugs);
  registerTaskRoutes(app, tasks);
  registerFileRoutes(app, files);
  registerStrainRoutes(app, strains);
  registerNewsRoutes(app, news);
  registerOpenApiRoute(app);
  await registerWebApp(app, deps.webDistDir);

  return Object.assign(app, {
    services: { auth, users, usersRepository, files, strains, news, bugs, tasks },
  });
}

export type App = Awaited<ReturnType<typeof buildApp>>;
