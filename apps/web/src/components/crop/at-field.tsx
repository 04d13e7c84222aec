import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { toLocalInput } from '../../lib/crop/local-time-input';

export interface AtFieldProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A date and time, now or earlier: the picker offers no later minute than now. */
export function AtField({ label, description, value, onChange, error }: AtFieldProps): ReactNode {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={description}
      value={value}
      max={toLocalInput(new Date())}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      styles={{ input: { direction: 'ltr', textAlign: 'start' } }}
    />
  );
}
