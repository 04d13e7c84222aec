import type { AuditChanges } from '@canopy/shared/schemas/audit';
import { isDeepStrictEqual } from 'node:util';
import { isSecretField, redactValue } from './audit-redaction.ts';

/**
 * `{field: [before, after]}` for each of `fields` whose value differs between the two objects; a
 * secret field that changed is recorded with no values (`[]`: "the password was changed"). A missing
 * object (create, delete) counts as every field `null`.
 */
export function diffChanges<T extends object>(
  before: T | null,
  after: T | null,
  fields: readonly (keyof T & string)[],
): AuditChanges {
  const changes: AuditChanges = {};
  for (const field of fields) {
    const from = before ? (before[field] ?? null) : null;
    const to = after ? (after[field] ?? null) : null;
    if (isDeepStrictEqual(from, to)) continue;
    changes[field] = isSecretField(field) ? [] : [redactValue(from), redactValue(to)];
  }
  return changes;
}

/** The last line of defence, run on every entry: whatever a caller passed, no secret value is kept. */
export function redactChanges(changes: AuditChanges): AuditChanges {
  return Object.fromEntries(
    Object.entries(changes).map(([field, values]) =>
      isSecretField(field) ? [field, []] : [field, values.map(redactValue)],
    ),
  );
}
