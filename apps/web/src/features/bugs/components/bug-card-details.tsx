import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { Actor } from '@canopy/shared/permissions';
import type { BugSummary } from '@canopy/shared/schemas/bugs';
import { ThreadComments } from '../../../components/threads/thread-comments';
import { PhotoThumbnails, type Photo } from '../../../components/ui/photo-thumbnails';
import { BugActions } from './bug-actions';
import { bugThread } from './bug-thread';

export interface BugCardDetailsProps {
  bug: BugSummary;
  actor: Actor;
  onClosed: (id: string) => void;
}

function bugPhotos(bug: BugSummary): Photo[] {
  const photos = bug.photos.map((photo) => ({ url: photo.url, id: photo.publicId }));
  return bug.screenshotUrl ? [{ url: bug.screenshotUrl, id: 'screenshot' }, ...photos] : photos;
}

/** The expanded part of a bug card: details, photos, actions, and the whole thread, loaded on opening. */
export function BugCardDetails({ bug, actor, onClosed }: BugCardDetailsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {bug.details || t('bugs.noDetails')}
      </Text>
      <PhotoThumbnails photos={bugPhotos(bug)} />
      <BugActions bug={bug} actor={actor} onClosed={onClosed} />
      <ThreadComments spec={bugThread} item={bug} />
    </Stack>
  );
}
