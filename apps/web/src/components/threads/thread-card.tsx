import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Card, Group, Stack, Text, Title, type MantineSpacing } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Person } from '@canopy/shared/schemas/people';
import { currentLanguage } from '../../i18n/i18n';
import { formatDateTime } from '../../lib/dates';
import { personName } from './thread-spec';

export interface ThreadCardProps {
  /** The id of the card's title, which names the card. */
  titleId: string;
  gap: MantineSpacing;
  className?: string;
  style?: CSSProperties;
  /** Marks the card for styles and tests (a bug's brief highlight). */
  highlighted?: boolean;
  children: ReactNode;
}

/** A bordered card named by its title: one item of a list. */
export function ThreadCard({
  titleId,
  gap,
  className,
  style,
  highlighted,
  children,
}: ThreadCardProps): ReactNode {
  return (
    <Card
      withBorder
      padding="md"
      role="article"
      aria-labelledby={titleId}
      className={className}
      data-highlighted={highlighted || undefined}
      style={style}
    >
      <Stack gap={gap}>{children}</Stack>
    </Card>
  );
}

/** The card's title, the item's description as written, with what stands beside it (a badge, a pin). */
export function ThreadCardHeader({
  titleId,
  title,
  aside,
}: {
  titleId: string;
  title: string;
  aside: ReactNode;
}): ReactNode {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
      <Title
        order={3}
        size="h5"
        id={titleId}
        dir="auto"
        style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
      >
        {title}
      </Title>
      {aside}
    </Group>
  );
}

export interface BylineDate {
  /** What the date is (Created, Completed); a bare date needs none. */
  label?: string;
  at: string;
}

/** "B12 · Ann · 21/11/2026, 09:30": the short id, the author and the item's dates on a 24-hour clock. */
export function ThreadByline({
  item,
  dates,
}: {
  item: { shortId: string; createdBy: Person };
  dates: readonly BylineDate[];
}): ReactNode {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return (
    <Text size="sm" c="dimmed">
      <bdi>{item.shortId}</bdi> · <bdi>{personName(item.createdBy)}</bdi>
      {dates.map(({ label, at }) => (
        <Fragment key={`${label ?? ''}${at}`}>
          {' · '}
          {label ? `${label} ` : null}
          <bdi>
            <time dateTime={at}>{formatDateTime(at, language)}</time>
          </bdi>
        </Fragment>
      ))}
    </Text>
  );
}
