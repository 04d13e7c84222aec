import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import type { Feed, Scouting, Treatment } from '@canopy/shared/schemas/feeding';
import { EntryHeading } from './entry-heading';
import { FeedFacts, ScoutingFacts, TreatmentFacts } from './entry-facts';

export type EntryRow =
  { kind: 'feed'; row: Feed } | { kind: 'scouting'; row: Scouting } | { kind: 'treatment'; row: Treatment };

/**
 * One entry as a list item: its heading, its facts and its note. On a run's page (`strain` given) it is
 * the row of one group, a feed counted in that group's litres.
 */
export function EntryItem({ entry, strain }: { entry: EntryRow; strain?: string | undefined }): ReactNode {
  return (
    <Stack
      gap={4}
      component="li"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <EntryHeading kind={entry.kind} at={entry.row.at} by={entry.row.by} strain={strain} />
      {entry.kind === 'feed' ? <FeedFacts feed={entry.row} groupPart={strain !== undefined} /> : null}
      {entry.kind === 'scouting' ? <ScoutingFacts scouting={entry.row} /> : null}
      {entry.kind === 'treatment' ? <TreatmentFacts treatment={entry.row} /> : null}
      {entry.row.note ? (
        <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
          {entry.row.note}
        </Text>
      ) : null}
    </Stack>
  );
}
