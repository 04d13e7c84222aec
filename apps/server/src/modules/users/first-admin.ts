import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { UsersRepository } from './users.repository.ts';
import type { UsersService } from './users.service.ts';

/**
 * Creates the first admin while no user exists. A generated password is printed once: it is the only
 * way in on a fresh install, and it is never stored in clear anywhere.
 */
export async function ensureFirstAdmin(
  deps: { users: UsersRepository; service: UsersService; log: FastifyBaseLogger },
  email: string,
  configuredPassword: string | undefined,
): Promise<void> {
  if ((await deps.users.count()) > 0) return;
  const password = configuredPassword ?? randomBytes(12).toString('base64url');
  await deps.service.create({ email, password, role: 'admin' });
  if (configuredPassword) {
    deps.log.info({ email }, 'created the first admin from ADMIN_EMAIL and ADMIN_PASSWORD');
    return;
  }
  // Printed outside the structured log so it is readable, and so log shipping does not keep it.
  process.stdout.write(
    `\n  First admin created: ${email}\n  Generated password (shown once): ${password}\n  Log in and change it on the Users page.\n\n`,
  );
}
