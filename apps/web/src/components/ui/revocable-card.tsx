import type { ReactNode } from 'react';
import { Button, Group, Paper, Stack } from '@mantine/core';

export interface RevocableCardProps {
  /** The list item's accessible name: the token's name, the session's device. */
  label: string;
  /** The first line: the name and its badges. */
  heading: ReactNode;
  /** The lines under it: dates, address, access. */
  children: ReactNode;
  /** The red button that ends it; none where it may not be ended here (this very session). */
  end?: { text: string; label: string; pending?: boolean; onClick: () => void };
}

/** One way into an account (a session, an API token) in a list: what it is, its facts, and End or Revoke. */
export function RevocableCard({ label, heading, children, end }: RevocableCardProps): ReactNode {
  return (
    <Paper component="li" withBorder p="sm" aria-label={label}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">{heading}</Group>
          {children}
        </Stack>
        {end ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            style={{ flexShrink: 0 }}
            loading={end.pending}
            onClick={end.onClick}
            aria-label={end.label}
          >
            {end.text}
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
