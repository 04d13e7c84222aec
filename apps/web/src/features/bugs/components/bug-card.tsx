import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Group, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { isNewBug, isRecentlyChanged, lastActivity } from '@canopy/shared/bugs';
import { BUG_COMMENT_PREVIEW_CHARS, BUG_TITLE_PREVIEW_CHARS } from '@canopy/shared/constants';
import type { Actor } from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { ThreadByline, ThreadCard, ThreadCardHeader } from '../../../components/threads/thread-card';
import { personName } from '../../../components/threads/thread-spec';
import { ThreadStatusBadge } from '../../../components/threads/thread-status-badge';
import { PinIcon } from '../../../components/ui/icons';
import { truncate } from '../../../lib/text';
import { useNow } from '../../../lib/use-now';
import { useBriefHighlight } from '../hooks/use-brief-highlight';
import { BugCardDetails } from './bug-card-details';
import { bugThread } from './bug-thread';

export interface BugCardProps {
  bug: BugSummary;
  actor: Actor;
  pinned: boolean;
  onTogglePin: (id: string) => void;
  onClosed: (id: string) => void;
}

const HIGHLIGHT_STYLE = {
  backgroundColor: 'var(--mantine-color-yellow-0)',
  borderColor: 'var(--mantine-color-yellow-6)',
};

/** A bug: a short summary that expands to details, actions and comments. */
export function BugCard({ bug, actor, pinned, onTogglePin, onClosed }: BugCardProps): ReactNode {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const now = useNow();
  const highlighted = useBriefHighlight(lastActivity(bug), isRecentlyChanged(bug, now));
  const titleId = useId();
  const detailsId = useId();
  const lastComment = bug.lastComment;

  return (
    <ThreadCard
      titleId={titleId}
      gap="xs"
      className={highlighted ? 'bug-card bug-card--highlighted' : 'bug-card'}
      highlighted={highlighted}
      style={{ transition: 'background-color 600ms', ...(highlighted ? HIGHLIGHT_STYLE : {}) }}
    >
      <ThreadCardHeader
        titleId={titleId}
        title={expanded ? bug.description : truncate(bug.description, BUG_TITLE_PREVIEW_CHARS)}
        aside={
          <ActionIcon
            variant={pinned ? 'filled' : 'default'}
            size="lg"
            aria-label={t(pinned ? 'bugs.unpin' : 'bugs.pin')}
            aria-pressed={pinned}
            onClick={() => onTogglePin(bug._id)}
          >
            <PinIcon filled={pinned} />
          </ActionIcon>
        }
      />
      <Group gap="xs">
        <ThreadStatusBadge statuses={bugThread.statuses} status={bug.status} />
        {isNewBug(bug, now) ? (
          <Badge color="canopy" variant="filled">
            {t('bugs.new')}
          </Badge>
        ) : null}
        <ThreadByline item={bug} dates={[{ at: bug.createdAt }]} />
      </Group>
      {lastComment && !expanded ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('bugs.lastComment')}: <bdi>{personName(lastComment.author)}</bdi>:{' '}
          <bdi>{truncate(lastComment.text, BUG_COMMENT_PREVIEW_CHARS)}</bdi>
        </Text>
      ) : null}
      <Group>
        <Button
          variant="subtle"
          size="compact-sm"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {t(expanded ? 'bugs.hideDetails' : 'bugs.showDetails')}
        </Button>
      </Group>
      <div id={detailsId} hidden={!expanded}>
        {expanded ? <BugCardDetails bug={bug} actor={actor} onClosed={onClosed} /> : null}
      </div>
    </ThreadCard>
  );
}
