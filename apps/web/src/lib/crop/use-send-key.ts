import { useRef } from 'react';
import { ApiError } from '../api-client';
import { newKey } from '../offline-queue/send-or-queue';

/**
 * One Idempotency-Key per form: sending again after a lost answer (a network error) reuses it, so the
 * server counts the move or loss once; after the server answered with a refusal the next send is a new
 * write with a new key (the server refuses a key reused for a different body).
 */
export function useSendKey() {
  const key = useRef(newKey());
  return {
    current: () => key.current,
    afterError: (error: unknown) => {
      if (error instanceof ApiError) key.current = newKey();
    },
  };
}
