/** The shared `Idempotency-Key` parameter and `Idempotent-Replayed` header of the OpenAPI document. */
export const IDEMPOTENCY_PARAMETERS = {
  IdempotencyKey: {
    name: 'Idempotency-Key',
    in: 'header' as const,
    required: false,
    description:
      'A UUID the client makes up for this one write, to send it again safely (an offline queue, a lost ' +
      'answer). Kept 24 hours per user: the same request with the same key again creates nothing and gets ' +
      'the first answer, with `Idempotent-Replayed: true`; the key with a different request is 422 ' +
      '`idempotency.key_reused`; while the first request still runs, 409 `idempotency.in_progress`. A 5xx ' +
      'answer is not kept, so the key may be retried.',
    schema: { type: 'string' as const, format: 'uuid' },
  },
};

export const IDEMPOTENCY_HEADERS = {
  IdempotentReplayed: {
    description:
      '`true` when this is the stored answer to an earlier request with the same `Idempotency-Key`.',
    schema: { type: 'string' as const, enum: ['true'] },
  },
};

/** Adds the key parameter to an operation, and the replay header to its success answers. */
export function withIdempotencyKey(operation: Record<string, unknown>): void {
  operation.parameters = [
    ...((operation.parameters ?? []) as unknown[]),
    { $ref: '#/components/parameters/IdempotencyKey' },
  ];
  const responses = (operation.responses ?? {}) as Record<string, { headers?: Record<string, unknown> }>;
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) >= 400 || '$ref' in response) continue;
    response.headers = {
      ...response.headers,
      'Idempotent-Replayed': { $ref: '#/components/headers/IdempotentReplayed' },
    };
  }
}
