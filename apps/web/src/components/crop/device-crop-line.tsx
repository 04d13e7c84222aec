import { memo, type ReactNode } from 'react';
import { Group, Text } from '@mantine/core';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import type { DeviceCropContext } from '@canopy/shared/schemas/rooms';
import { AnchorLink } from '../ui/anchor-link';
import { RunStageLine } from './run-stage-line';

/**
 * A device's room and, when plants grow there, "Run R-2026-014 · Flower day 23 of 63", each a link to
 * its page. Nothing for a device in no room, or from a server that does not send the context yet.
 * Memoised: each live reading redraws the device's row or card, and its room and run rarely change with it
 * (the query cache keeps an unchanged context the same object).
 */
export const DeviceCropLine = memo(function DeviceCropLine({
  crop,
}: {
  crop: DeviceCropContext | null | undefined;
}): ReactNode {
  const { t } = useTranslation();
  if (!crop) return null;
  return (
    <Group gap={6} wrap="wrap" aria-label={t('crop.context')} role="group">
      <Text size="sm" span>
        <AnchorLink to="/rooms/$id" params={{ id: crop.roomId }}>
          <Trans i18nKey="crop.inRoom" values={{ room: crop.roomName }} components={{ bdi: <bdi /> }} />
        </AnchorLink>
      </Text>
      {crop.run ? (
        <Text size="sm" span>
          <AnchorLink to="/runs/$id" params={{ id: crop.run.runId }}>
            <RunStageLine
              code={crop.run.code}
              stage={crop.run.stage}
              dayOfStage={crop.run.dayOfStage}
              plannedDays={crop.run.plannedDays}
            />
          </AnchorLink>
        </Text>
      ) : null}
    </Group>
  );
});
