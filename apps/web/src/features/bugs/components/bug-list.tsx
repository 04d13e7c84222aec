import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import type { Actor } from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import type { PinnedBugs } from '../hooks/use-pinned-bugs';
import { BugCard } from './bug-card';

export interface BugListProps {
  id: string;
  title: string;
  bugs: BugSummary[];
  actor: Actor;
  pinned: PinnedBugs;
  /** Shown when the list is empty; omit to hide an empty list entirely. */
  emptyText?: string;
}

/** One titled section of bug cards (the pinned ones, or the rest). */
export function BugList({ id, title, bugs, actor, pinned, emptyText }: BugListProps): ReactNode {
  if (bugs.length === 0 && !emptyText) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      {bugs.length === 0 ? <Text>{emptyText}</Text> : null}
      {bugs.map((bug) => (
        <BugCard
          key={bug._id}
          bug={bug}
          actor={actor}
          pinned={pinned.isPinned(bug._id)}
          onTogglePin={pinned.toggle}
          onClosed={pinned.unpin}
        />
      ))}
    </Stack>
  );
}
