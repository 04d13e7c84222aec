import { useId, useState, type ReactNode } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isNewBug, isRecentlyChanged, lastActivity } from '@canopy/shared/bugs';
import { BUG_COMMENT_PREVIEW_CHARS, BUG_TITLE_PREVIEW_CHARS } from '@canopy/shared/constants';
import type { Actor } from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { PinIcon } from '../../../components/ui/icons';
import { currentLanguage } from '../../../i18n/i18n';
import { formatDateTime } from '../../../lib/dates';
import { truncate } from '../../../lib/text';
import { useNow } from '../../../lib/use-now';
import { useBriefHighlight } from '../hooks/use-brief-highlight';
import { BugCardDetails } from './bug-card-details';
import { BugStatusBadge } from './bug-status-badge';

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
  const { t, i18n } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const now = useNow();
  const highlighted = useBriefHighlight(lastActivity(bug), isRecentlyChanged(bug, now));
  const titleId = useId();
  const detailsId = useId();
  const lastComment = bug.lastComment;
  const author = bug.createdBy.displayName || bug.createdBy.login;

  return (
    <Card
      withBorder
      padding="md"
      role="article"
      aria-labelledby={titleId}
      className={highlighted ? 'bug-card bug-card--highlighted' : 'bug-card'}
      data-highlighted={highlighted || undefined}
      style={{ transition: 'background-color 600ms', ...(highlighted ? HIGHLIGHT_STYLE : {}) }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Title
            order={3}
            size="h5"
            id={titleId}
            dir="auto"
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {expanded ? bug.description : truncate(bug.description, BUG_TITLE_PREVIEW_CHARS)}
          </Title>
          <ActionIcon
            variant={pinned ? 'filled' : 'default'}
            size="lg"
            aria-label={t(pinned ? 'bugs.unpin' : 'bugs.pin')}
            aria-pressed={pinned}
            onClick={() => onTogglePin(bug._id)}
          >
            <PinIcon filled={pinned} />
          </ActionIcon>
        </Group>
        <Group gap="xs">
          <BugStatusBadge status={bug.status} />
          {isNewBug(bug, now) ? (
            <Badge color="canopy" variant="filled">
              {t('bugs.new')}
            </Badge>
          ) : null}
          <Text size="sm" c="dimmed">
            <bdi>{bug.shortId}</bdi> · <bdi>{author}</bdi> ·{' '}
            <bdi>
              <time dateTime={bug.createdAt}>{formatDateTime(bug.createdAt, currentLanguage(i18n))}</time>
            </bdi>
          </Text>
        </Group>
        {lastComment && !expanded ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('bugs.lastComment')}: <bdi>{lastComment.author.displayName || lastComment.author.login}</bdi>:{' '}
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
      </Stack>
    </Card>
  );
}
