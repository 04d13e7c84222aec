import multipart from '@fastify/multipart';
import { PHOTO_MAX_BYTES } from '@canopy/shared/constants';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppInstance } from './app-instance.ts';

/**
 * Registers the routes that take uploads in a scope of their own with multipart bodies. Only there: the
 * plugin's two per-request hooks (temp-file cleanup) cost every other request a measurable share of a tiny
 * answer's CPU (docs/performance.md). Elsewhere a multipart body is refused as an unsupported type (415)
 * before any handler.
 */
export async function registerUploadScope(
  app: AppInstance,
  registerRoutes: (uploads: AppInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    // Defaults for every multipart route; each route narrows them (a single photo, a firmware cap).
    await scope.register(multipart, {
      limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 10, fieldSize: 10_000, parts: 20 },
    });
    registerRoutes(scope.withTypeProvider<ZodTypeProvider>());
  });
}
