import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Actor } from '@canopy/shared/permissions';
import type { Bug } from '@canopy/shared/schemas/bugs';
import { CommentThread } from '../../../components/ui/comment-thread';
import { PhotoThumbnails, type Photo } from '../../../components/ui/photo-thumbnails';
import { errorMessage } from '../../../i18n/error-message';
import { useCommentOnBug } from '../api/comment-on-bug';
import { BugActions } from './bug-actions';

export interface BugCardDetailsProps {
  bug: Bug;
  actor: Actor;
  onClosed: (id: string) => void;
}

function bugPhotos(bug: Bug): Photo[] {
  const photos = bug.photos.map((photo) => ({ url: photo.url, id: photo.publicId }));
  return bug.screenshotUrl ? [{ url: bug.screenshotUrl, id: 'screenshot' }, ...photos] : photos;
}

/** The expanded part of a bug card: details, photos, actions and the full comment thread. */
export function BugCardDetails({ bug, actor, onClosed }: BugCardDetailsProps): ReactNode {
  const { t } = useTranslation();
  const comment = useCommentOnBug();
  return (
    <Stack gap="sm">
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {bug.details || t('bugs.noDetails')}
      </Text>
      <PhotoThumbnails photos={bugPhotos(bug)} />
      <BugActions bug={bug} actor={actor} onClosed={onClosed} />
      <CommentThread
        comments={bug.comments.map((c) => ({
          id: c._id,
          text: c.text,
          authorName: c.author.displayName || c.author.login,
          createdAt: c.createdAt,
        }))}
        onAdd={(text) => comment.mutateAsync({ id: bug._id, text })}
        pending={comment.isPending}
        error={comment.isError ? errorMessage(t, comment.error) : undefined}
      />
    </Stack>
  );
}
