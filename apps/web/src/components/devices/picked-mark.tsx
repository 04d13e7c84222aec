import type { ReactNode } from 'react';
import { Badge, CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/use-translation';
import type { Annotation } from '@canopy/shared/schemas/annotations';
import { DeviceTime } from '../ui/device-time';
import { ANNOTATION_BADGE_COLORS } from '../../lib/devices/annotation-markers';

/** The mark tapped or clicked on a chart: when, what kind, what and who, until closed. */
export function PickedMark({ mark, onClose }: { mark: Annotation; onClose: () => void }): ReactNode {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xs" role="status" aria-label={t('history.picked')}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Group gap="xs">
          <Badge variant="light" color={ANNOTATION_BADGE_COLORS[mark.kind]}>
            {t(`annotations.kinds.${mark.kind}`)}
          </Badge>
          <Text size="sm">
            <DeviceTime value={mark.ts} />
          </Text>
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {mark.text}
          </Text>
          {mark.by ? (
            <Text size="sm" c="dimmed">
              <bdi>{mark.by}</bdi>
            </Text>
          ) : null}
        </Group>
        <CloseButton aria-label={t('history.closePicked')} onClick={onClose} />
      </Group>
    </Paper>
  );
}
