import { useEffect, useRef, useState } from 'react';
import { COMMAND_LOCK_MS, MESSAGE_HIDE_MS } from '@canopy/shared/constants';
import { ApiError } from '../api-client';
import type { TranslationKey } from '../../i18n/translation-key';

export type CommandMessage = { kind: 'success' | 'error'; key: TranslationKey } | null;

/** The answer of a device call as a message key: success, the cloud's authorization error, or an error. */
export function commandMessage(result: { return_value: number } | null, error: unknown): CommandMessage {
  if (error instanceof ApiError && error.status === 401 && error.code === 'devices.cloud_unauthorized') {
    return { kind: 'error', key: 'errors.devices.cloud_unauthorized' };
  }
  if (result?.return_value === 1) return { kind: 'success', key: 'devices.commandSuccess' };
  return { kind: 'error', key: 'devices.commandError' };
}

/** The button locks for COMMAND_LOCK_MS after a call; the message hides after MESSAGE_HIDE_MS. */
export function useCommandFeedback() {
  const [locked, setLocked] = useState(false);
  const [message, setMessage] = useState<CommandMessage>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));
  return {
    locked,
    message,
    lock: () => {
      setLocked(true);
      later(COMMAND_LOCK_MS, () => setLocked(false));
    },
    show: (next: CommandMessage) => {
      setMessage(next);
      later(MESSAGE_HIDE_MS, () => setMessage((current) => (current === next ? null : current)));
    },
  };
}
